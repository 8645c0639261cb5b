import { formatDateTime } from '@/lib/dates'
import type { BookingEvent } from '@/lib/types'
import { StatusBadge } from './StatusBadge'

/** Every status the order went through, when, and who moved it (as the server names them). */
export function OrderHistory({ events }: { events: BookingEvent[] }) {
  if (events.length === 0) return null
  return (
    <ol className="order-history" aria-label="Status history">
      {events.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`} className="order-history__item">
          <StatusBadge status={event.status} />
          <time dateTime={event.at} className="num">
            {formatDateTime(event.at)}
          </time>
          {event.by && <span className="muted">by {event.by}</span>}
        </li>
      ))}
    </ol>
  )
}
