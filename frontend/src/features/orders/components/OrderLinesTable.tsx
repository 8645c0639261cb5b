import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { formatCount } from '@/lib/money'
import type { BookingLine } from '@/lib/types'

const COLUMNS: Column[] = [{ label: 'Product' }, { label: 'Quantity', numeric: true }, { label: 'Unit price', numeric: true }, { label: 'Line total', numeric: true }]

/** An order's lines at the prices it was placed with. */
export function OrderLinesTable({ lines }: { lines: BookingLine[] }) {
  return (
    <DataTable caption="Order lines" columns={COLUMNS} className="order-lines" actions={false}>
      {lines.map((line) => (
        <tr key={line.productId}>
          <th scope="row" data-label="Product">
            {line.productName}
            {line.sku && <span className="order-lines__sku">{line.sku}</span>}
          </th>
          <td data-label="Quantity" className="num-col num">
            {formatCount(line.quantity)}
          </td>
          <td data-label="Unit price" className="num-col">
            <Price cents={line.unitPriceCents} />
          </td>
          <td data-label="Line total" className="num-col">
            <Price cents={line.lineTotalCents} />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
