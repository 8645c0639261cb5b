import { Link } from 'react-router'
import { Price } from '@/components/ui/Price'
import { formatDate, formatDateTime } from '@/lib/dates'
import { shortId } from '@/lib/ids'
import type { Quote } from '@/lib/types'
import { hasOffer, quoteTotalCents } from './QuoteLinesTable'

/** How soon an offer ships after ordering, as the buyer reads it. */
export function leadTimeText(days: number): string {
  if (days === 0) return 'Ships the day it is ordered'
  return days === 1 ? 'Ships in about 1 day' : `Ships in about ${days} days`
}

/** Who asked, what they wrote, the shop's answer and lead time, what the offer comes to, until when it holds, and the order it became. */
export function QuoteFacts({ quote }: { quote: Quote }) {
  const offered = hasOffer(quote.lines)
  return (
    <dl className="quote-facts">
      <div>
        <dt>Buyer</dt>
        <dd>{quote.user}</dd>
      </div>
      <div>
        <dt>Requested</dt>
        <dd>{formatDate(quote.createdAt)}</dd>
      </div>
      {quote.note && (
        <div>
          <dt>Note</dt>
          <dd>{quote.note}</dd>
        </div>
      )}
      {quote.reply && (
        <div>
          <dt>Our answer</dt>
          <dd>{quote.reply}</dd>
        </div>
      )}
      {quote.leadTimeDays !== null && (
        <div>
          <dt>Lead time</dt>
          <dd>{leadTimeText(quote.leadTimeDays)}</dd>
        </div>
      )}
      <div>
        <dt>{offered ? 'Offer total' : 'Total at list prices'}</dt>
        <dd>
          <Price cents={quoteTotalCents(quote.lines)} /> <span className="muted">before tax</span>
        </dd>
      </div>
      {quote.validUntil && (
        <div>
          <dt>Valid until</dt>
          <dd>{formatDateTime(quote.validUntil)}</dd>
        </div>
      )}
      {quote.bookingId && (
        <div>
          <dt>Order</dt>
          <dd>
            <Link to={`/dashboard/orders/${quote.bookingId}`}>Order {shortId(quote.bookingId)}</Link>
          </dd>
        </div>
      )}
    </dl>
  )
}
