import { formatCents, formatCount } from '@/lib/money'
import type { Product } from '@/lib/types'

interface PriceTableProps {
  product: Product
  /** the quantity being typed; its row is marked as the price that applies */
  quantity?: number | null
}

interface Row {
  minQuantity: number
  unitPriceCents: number
}

function rowsOf(product: Product): Row[] {
  const breaks = [...(product.priceBreaks ?? [])].sort((a, b) => a.minQuantity - b.minQuantity)
  return [{ minQuantity: product.minOrderQuantity, unitPriceCents: product.priceCents }, ...breaks]
}

/** The list price from the MOQ, then each volume price: "500+ pcs $139.00 each". */
export function PriceTable({ product, quantity = null }: PriceTableProps) {
  if (!product.priceBreaks?.length) return null
  const rows = rowsOf(product)
  const current = quantity === null ? -1 : rows.findLastIndex((row) => row.minQuantity <= quantity)
  return (
    <table className="price-table">
      <caption className="price-table__caption">Volume prices</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Price per piece</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.minQuantity} className={index === current ? 'price-table__row--current' : undefined} aria-current={index === current ? 'true' : undefined}>
            <th scope="row" className="num">
              {formatCount(row.minQuantity)}+ pcs
            </th>
            <td className="num">{formatCents(row.unitPriceCents)} each</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
