import { Badge } from '@/components/ui/Badge'
import { DownloadButton } from '@/components/ui/DownloadButton'
import { Price } from '@/components/ui/Price'
import { formatDate } from '@/lib/dates'
import { formatCount } from '@/lib/money'
import type { Booking } from '@/lib/types'
import { downloadRefundCreditNote } from '../api/refundsApi'
import '../refunds.css'


/** The order's refunds, oldest first: each with its amount and tax, why, what it covered, and its credit note. */
export function OrderRefunds({ booking }: { booking: Booking }) {
  if (booking.refunds.length === 0) return null
  return (
    <section className="panel order-detail__section" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title" className="order-detail__title">
        Refunds
      </h2>
      <p className="muted">
        Refunded so far: <Price cents={booking.refundedCents} />
      </p>
      <ol className="refunds-list">
        {booking.refunds.map((r) => (
          <li key={r.id} aria-label={`Refund of ${formatDate(r.at)}`} className="refunds-list__item">
            <p>
              <strong>
                <Price cents={r.amountCents} />
              </strong>{' '}
              <span className="muted">
                including <Price cents={r.taxCents} /> tax · {formatDate(r.at)}
              </span>{' '}
              {r.status === 'pending' && <Badge tone="warning">Pending</Badge>}
            </p>
            <p>Reason: {r.reason}</p>
            {r.lines.length > 0 && (
              <ul>
                {r.lines.map((l) => (
                  <li key={l.productId}>
                    {formatCount(l.quantity)} × {l.productName} · <Price cents={l.amountCents} />
                  </li>
                ))}
              </ul>
            )}
            {r.creditNoteNumber && (
              <DownloadButton size="sm" fetchFile={() => downloadRefundCreditNote(booking.id, r.id)} filename={`${r.creditNoteNumber}.pdf`}>
                Credit note {r.creditNoteNumber} (PDF)
              </DownloadButton>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
