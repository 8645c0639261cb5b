import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Price } from '@/components/ui/Price'
import { formatCount } from '@/lib/money'
import type { Product } from '@/lib/types'

interface ProductsTableProps {
  products: Product[]
  onEdit: (product: Product) => void
  onDelete: (product: Product) => void
}

/** Zebra table on wide screens; each row becomes a stacked card on a phone (see data-label). */
export function ProductsTable({ products, onEdit, onDelete }: ProductsTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table--stack">
        <caption className="visually-hidden">Products in the catalogue</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Brand</th>
            <th scope="col" className="num-col">
              Price
            </th>
            <th scope="col" className="num-col">
              Stock
            </th>
            <th scope="col" className="num-col">
              MOQ
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <th scope="row" data-label="Product">
                <span className="table__product">
                  <img src={p.img} alt="" width={48} height={36} loading="lazy" />
                  {p.name}
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
              <td data-label="Status">{p.orderable ? <Badge tone="success">In stock</Badge> : <Badge tone="danger">Out of stock</Badge>}</td>
              <td className="table__actions">
                <Button variant="secondary" size="sm" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
                  Edit
                </Button>
                <Button variant="danger" size="sm" onClick={() => onDelete(p)} aria-label={`Delete ${p.name}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
