import { Link } from 'react-router'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { statusLabel } from '@/lib/bookingStatus'
import { formatCount } from '@/lib/money'
import type { BookingStatus, Product, ProductSales } from '@/lib/types'

const TOP_COLUMNS: Column[] = [{ label: 'Product' }, { label: 'Pieces', numeric: true }, { label: 'Revenue', numeric: true }]

export function TopProductsTable({ products }: { products: ProductSales[] }) {
  if (products.length === 0) return <p className="muted">Nothing sold in these days yet.</p>
  return (
    <DataTable caption="Top products by revenue" columns={TOP_COLUMNS} actions={false}>
      {products.map((p) => (
        <tr key={p.productId}>
          <th scope="row" data-label="Product">
            {p.productName}
          </th>
          <td data-label="Pieces" className="num-col num">
            {formatCount(p.pieces)}
          </td>
          <td data-label="Revenue" className="num-col">
            <Price cents={p.cents} />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

const LOW_COLUMNS: Column[] = [{ label: 'Product' }, { label: 'In stock', numeric: true }, { label: 'Minimum order', numeric: true }]

export function LowStockTable({ products }: { products: Product[] }) {
  if (products.length === 0) return <p className="muted">Every product has plenty of stock.</p>
  return (
    <DataTable caption="Products low on stock" columns={LOW_COLUMNS}>
      {products.map((p) => (
        <tr key={p.id}>
          <th scope="row" data-label="Product">
            <span className="table__product-name">
              {p.name}
              <span className="table__sku">{p.sku}</span>
            </span>
          </th>
          <td data-label="In stock" className="num-col num">
            {formatCount(p.stock)}
          </td>
          <td data-label="Minimum order" className="num-col num">
            {formatCount(p.minOrderQuantity)}
          </td>
          <td className="table__actions">
            <Link className="btn btn--secondary btn--sm" to={`/dashboard/manageProducts?edit=${encodeURIComponent(p.id)}`} aria-label={`Edit ${p.name}`}>
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

export function OrdersByStatus({ counts }: { counts: [BookingStatus, number][] }) {
  if (counts.length === 0) return <p className="muted">No orders placed in these days.</p>
  return (
    <dl className="sales-statuses">
      {counts.map(([status, n]) => (
        <div key={status}>
          <dt>{statusLabel(status)}</dt>
          <dd className="num">{formatCount(n)}</dd>
        </div>
      ))}
    </dl>
  )
}
