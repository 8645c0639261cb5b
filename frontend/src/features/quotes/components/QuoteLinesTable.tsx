import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { formatCount } from '@/lib/money'
import type { QuoteLine } from '@/lib/types'

const COLUMNS: Column[] = [{ label: 'Product' }, { label: 'Quantity', numeric: true }, { label: 'List price', numeric: true }, { label: 'Offered price', numeric: true }, { label: 'Line total', numeric: true }]

/** The unit price a line is worth: the offer once made, else the list price when asked. */
export function quotedUnitPrice(line: QuoteLine): number {
  return line.offeredUnitPriceCents || line.listUnitPriceCents
}

/** The pieces a line is for: the offer's when it changed them, else the asked ones. */
export function quotedQuantity(line: QuoteLine): number {
  return line.offeredQuantity ?? line.quantity
}

/** Whether the shop has put a price on the lines yet. */
export function hasOffer(lines: QuoteLine[]): boolean {
  return lines.some((line) => Boolean(line.offeredUnitPriceCents))
}

export function quoteTotalCents(lines: QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + quotedUnitPrice(line) * quotedQuantity(line), 0)
}

/** A quote's lines: list price per piece when asked, and the offered one once there is an offer. */
export function QuoteLinesTable({ lines }: { lines: QuoteLine[] }) {
  return (
    <DataTable caption="Quote lines" columns={COLUMNS} className="quote-lines">
      {lines.map((line) => (
        <tr key={line.productId}>
          <th scope="row" data-label="Product">
            {line.productName}
            {line.sku && <span className="quote-lines__sku">{line.sku}</span>}
          </th>
          <td data-label="Quantity" className="num-col num">
            <QuoteQuantity line={line} />
          </td>
          <td data-label="List price" className="num-col">
            <Price cents={line.listUnitPriceCents} />
          </td>
          <td data-label="Offered price" className="num-col">
            {line.offeredUnitPriceCents ? <Price cents={line.offeredUnitPriceCents} /> : <span className="muted">Not yet</span>}
          </td>
          <td data-label="Line total" className="num-col">
            <Price cents={quotedUnitPrice(line) * quotedQuantity(line)} />
          </td>
          <td className="table__actions" />
        </tr>
      ))}
    </DataTable>
  )
}

/** The pieces, with the asked ones struck through when the offer changed them. */
function QuoteQuantity({ line }: { line: QuoteLine }) {
  if (line.offeredQuantity === null || line.offeredQuantity === line.quantity) return <>{formatCount(line.quantity)}</>
  return (
    <span className="quote-lines__changed">
      <strong>{formatCount(line.offeredQuantity)}</strong> <span className="muted">(you asked for {formatCount(line.quantity)})</span>
    </span>
  )
}
