import type { ReactNode } from 'react'

export interface Column {
  label: string
  /** right-aligned tabular figures */
  numeric?: boolean
}

interface DataTableProps {
  /** for screen readers only */
  caption: string
  columns: Column[]
  className?: string
  /** false for a table without buttons: no trailing actions column */
  actions?: boolean
  /** the rows: each cell carries its column's data-label, and each row ends with a td.table__actions (unless actions is false) */
  children: ReactNode
}

/** A zebra table whose rows become stacked cards on a phone; the last column holds each row's buttons. */
export function DataTable({ caption, columns, className = '', actions = true, children }: DataTableProps) {
  return (
    <div className="table-wrap">
      <table className={`table table--stack ${className}`.trim()}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'num-col' : undefined}>
                {column.label}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
