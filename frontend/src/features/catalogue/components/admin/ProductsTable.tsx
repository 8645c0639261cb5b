import { Button } from '@/components/ui/Button'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { formatCount } from '@/lib/money'
import type { Product } from '@/lib/types'
import { StockBadge } from '../ProductCard'

interface ProductsTableProps {
  products: Product[]
  onEdit: (product: Product) => void
  onDelete: (product: Product) => void
}

const COLUMNS: Column[] = [{ label: 'Product' }, { label: 'Brand' }, { label: 'Price', numeric: true }, { label: 'Stock', numeric: true }, { label: 'MOQ', numeric: true }, { label: 'Status' }]

/** Zebra table on wide screens; on a phone each row is a compact card: the product, its figures in one line, then status and buttons. */
export function ProductsTable({ products, onEdit, onDelete }: ProductsTableProps) {
  return (
    <DataTable caption="Products in the catalogue" columns={COLUMNS} className="products-table">
      {products.map((p) => (
        <tr key={p.id}>
          <th scope="row" data-label="Product">
            <span className="table__product">
              <img src={p.img} alt="" width={48} height={36} loading="lazy" />
              <span className="table__product-name">
                {p.name}
                {p.sku && <span className="table__sku">{p.sku}</span>}
              </span>
            </span>
          </th>
          <td data-label="Brand">{p.brand}</td>
          <td data-label="Price" className="num-col">
            <Price cents={p.priceCents} />
          </td>
          <td data-label="Stock" className="num-col num">
            {formatCount(p.stock)}
          </td>
          <td data-label="MOQ" className="num-col num">
            {formatCount(p.minOrderQuantity)}
          </td>
          <td data-label="Status">
            <StockBadge product={p} />
          </td>
          <td className="table__actions">
            <div className="products-table__buttons">
              <Button variant="secondary" size="sm" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
                Edit
              </Button>
              <Button variant="danger" size="sm" onClick={() => onDelete(p)} aria-label={`Delete ${p.name}`}>
                Delete
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
