import { Link } from 'react-router'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { formatCount } from '@/lib/money'
import { previewSummary, type PreviewRow } from './quickOrderModel'

const COLUMNS: Column[] = [{ label: 'Line', numeric: true }, { label: 'Part number' }, { label: 'Product' }, { label: 'Quantity', numeric: true }, { label: 'Price per piece', numeric: true }, { label: 'Line total', numeric: true }]

/** What each pasted line will become: the product, its price at that quantity, and any problem. */
export function QuickOrderPreview({ rows }: { rows: PreviewRow[] }) {
  const problems = rows.filter((row) => row.problem).length
  return (
    <section className="quick-preview" aria-labelledby="quick-preview-title">
      <h2 id="quick-preview-title" className="quick-preview__title">
        Preview
      </h2>
      <p className={problems ? 'quick-preview__summary quick-preview__summary--problems' : 'quick-preview__summary'}>
        {previewSummary(problems, rows.length)}
      </p>
      <DataTable caption="Preview of the quick order" columns={COLUMNS} className="quick-preview__table">
        {rows.map((row) => (
          <tr key={row.line} className={row.problem ? 'quick-preview__row--problem' : undefined} aria-label={`Line ${row.line}`}>
            <td data-label="Line" className="num-col num">
              {row.line}
            </td>
            <th scope="row" data-label="Part number">
              <code>{row.sku}</code>
            </th>
            <td data-label="Product">
              <span className="quick-preview__cell">
                {row.product ? <Link to={`/purchase/${row.product.id}`}>{row.product.name}</Link> : !row.problem && <span className="muted">—</span>}
                {row.problem && <span className="quick-preview__problem">{row.problem}</span>}
              </span>
            </td>
            <td data-label="Quantity" className="num-col num">
              <span className="quick-preview__cell">
                {row.unreadable ? '—' : formatCount(row.quantity)}
                {row.totalQuantity !== row.quantity && !row.unreadable && <span className="quick-preview__sum muted">{formatCount(row.totalQuantity)} in all</span>}
              </span>
            </td>
            <td data-label="Price per piece" className="num-col">
              {row.unitPriceCents !== null ? <Price cents={row.unitPriceCents} /> : '—'}
            </td>
            <td data-label="Line total" className="num-col">
              {row.unitPriceCents !== null ? <Price cents={row.unitPriceCents * row.quantity} /> : '—'}
            </td>
            <td className="table__actions" />
          </tr>
        ))}
      </DataTable>
    </section>
  )
}
