import { DataTable, type Column } from '@/components/ui/DataTable'
import { countOf, formatCount } from '@/lib/money'
import type { ImportReport } from '@/lib/types'

/** A file with thousands of bad rows shows the first ones; fixing those usually fixes the rest. */
const SHOWN_ERRORS = 200

const COLUMNS: Column[] = [{ label: 'Row', numeric: true }, { label: 'Column' }, { label: 'Problem' }]

/** What the dry run found: the products it would add and update, or every row to fix. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { created, updated, errors } = report
  if (errors.length === 0) {
    const summary = created + updated === 0 ? 'The file has no products in it. Choose a file with at least one product line.' : `The file is ready: ${countOf(created, 'new product')} and ${countOf(updated, 'update')}. Press Import to save them.`
    return (
      <p className="import-report__summary" role="status">
        {summary}
      </p>
    )
  }
  const hidden = errors.length - SHOWN_ERRORS
  return (
    <div className="import-report">
      <p className="import-report__summary import-report__summary--bad" role="status">
        {countOf(errors.length, 'problem')} found, so nothing can be imported yet. Fix these rows in the file and choose it again.
      </p>
      <DataTable caption="Problems in the file" columns={COLUMNS} actions={false} className="import-report__table">
        {errors.slice(0, SHOWN_ERRORS).map((e, i) => (
          <tr key={`${e.row}-${e.field}-${i}`}>
            <td data-label="Row" className="num-col num">
              Row {formatCount(e.row)}
            </td>
            <td data-label="Column">
              <code>{e.field || 'the whole row'}</code>
            </td>
            <td data-label="Problem">{e.message}</td>
          </tr>
        ))}
      </DataTable>
      {hidden > 0 && <p className="muted">…and {countOf(hidden, 'more problem')}.</p>}
    </div>
  )
}
