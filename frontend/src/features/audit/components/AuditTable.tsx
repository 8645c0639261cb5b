import { Link } from 'react-router'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatDateTime } from '@/lib/dates'
import type { AuditEntry } from '@/lib/types'
import { shortId } from '@/lib/ids'
import { actionLabel, noChangesText, targetLink } from './auditActions'
import { fieldChanges } from './auditChanges'

const COLUMNS: Column[] = [{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'Target' }, { label: 'Changes' }]

/** The audit log, one admin change a row. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable caption="Audit log" columns={COLUMNS} actions={false} className="audit-table">
      {entries.map((entry, i) => (
        <tr key={`${entry.at}-${entry.target}-${i}`}>
          <td data-label="When" className="audit-table__when">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </td>
          <td data-label="Who" className="audit-table__who">
            {entry.actor}
          </td>
          <th scope="row" data-label="What">
            {actionLabel(entry.action)}
          </th>
          <td data-label="Target">
            <Target entry={entry} />
          </td>
          <td data-label="Changes">
            <Changes entry={entry} />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

/** The target by the name staff know it by (a product's name and SKU, an order's reference), else its short id. */
function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.target) return <span className="muted">—</span>
  const to = targetLink(entry.action, entry.target)
  const name = entry.targetLabel ? <span>{entry.targetLabel}</span> : <code className="audit-table__id">{shortId(entry.target)}</code>
  return to ? <Link to={to}>{name}</Link> : name
}

/** "price $289.00 → $279.50", one field a line; a field only before was removed, only after was set. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after)
  if (changes.length === 0) return <span className="muted">{noChangesText(entry.action)}</span>
  return (
    <ul className="audit-changes">
      {changes.map(({ field, before, after }) => (
        <li key={field}>
          <code className="audit-changes__field">{field}</code>{' '}
          {before !== undefined && <del>{before}</del>}
          {before !== undefined && after !== undefined && (
            <>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> changed to </span>
            </>
          )}
          {after !== undefined && <ins>{after}</ins>}
        </li>
      ))}
    </ul>
  )
}
