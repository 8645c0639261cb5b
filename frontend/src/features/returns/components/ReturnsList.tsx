import { Link } from 'react-router'
import { formatDate } from '@/lib/dates'
import { formatCount } from '@/lib/money'
import type { ReturnRecord } from '@/lib/types'
import { ReturnStatusBadge } from './ReturnStatusBadge'
import '../returns.css'

interface ReturnsListProps {
  returns: ReturnRecord[]
  /** on a page of every order's returns, each names and links its order */
  showOrder?: boolean
}

/** Returns, each with its number, status, pieces, and what the shop said: how to send them back, or why not. */
export function ReturnsList({ returns, showOrder = false }: ReturnsListProps) {
  return (
    <ol className="returns-list">
      {returns.map((r) => (
        <li key={r.id} aria-label={`Return ${r.number}`} className="returns-list__item">
          <p className="returns-list__head">
            <strong>{r.number}</strong> <ReturnStatusBadge status={r.status} /> <span className="muted">Requested {formatDate(r.createdAt)}</span>
            {showOrder && (
              <>
                {' · '}
                <Link to={`/dashboard/orders/${r.bookingId}`}>Order {r.bookingReference}</Link>
              </>
            )}
          </p>
          <ul>
            {r.lines.map((l) => (
              <li key={l.productId}>
                {formatCount(l.quantity)} × {l.productName}
                {l.sku && <span className="muted"> ({l.sku})</span>}
              </li>
            ))}
          </ul>
          <p className="muted">Reason: {r.reason}</p>
          <ReturnAnswer record={r} />
        </li>
      ))}
    </ol>
  )
}

/** The shop's side of a return, as far as it has gone. */
function ReturnAnswer({ record }: { record: ReturnRecord }) {
  if (record.status === 'rejected') return <p className="returns-list__note">Not accepted: {record.rejectionReason}</p>
  return (
    <>
      {record.instructions && (
        <div className="returns-list__note">
          <strong>How to send them back</strong>
          <p className="returns-list__instructions">{record.instructions}</p>
        </div>
      )}
      {record.status === 'received' && <p className="muted">The shop has the pieces; the refund follows.</p>}
      {record.status === 'refunded' && record.creditNoteNumber && <p className="muted">Refunded with credit note {record.creditNoteNumber}.</p>}
    </>
  )
}
