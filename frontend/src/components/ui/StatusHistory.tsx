import type { ReactNode } from 'react'
import { formatDateTime } from '@/lib/dates'

interface StatusEvent<S extends string> {
  status: S
  at: string
  by: string
}

interface StatusHistoryProps<S extends string> {
  label: string
  events: StatusEvent<S>[]
  badge: (status: S) => ReactNode
}

/** Every status something went through, when, and who moved it (as the server names them). */
export function StatusHistory<S extends string>({ label, events, badge }: StatusHistoryProps<S>) {
  if (events.length === 0) return null
  return (
    <ol className="status-history" aria-label={label}>
      {events.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`} className="status-history__item">
          {badge(event.status)}
          <time dateTime={event.at} className="num">
            {formatDateTime(event.at)}
          </time>
          {event.by && <span className="muted">by {event.by}</span>}
        </li>
      ))}
    </ol>
  )
}
