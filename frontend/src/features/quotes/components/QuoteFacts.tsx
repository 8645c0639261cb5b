import { Link } from 'react-router'
import { Price } from '@/components/ui/Price'
import { formatDate, formatDateTime } from '@/lib/dates'
import { shortId } from '@/lib/ids'
import type { Quote } from '@/lib/types'
import { hasOffer, quoteTotalCents } from './QuoteLinesTable'

/** Who asked, what they wrote, what the offer comes to, until when it holds, and the order it became. */
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
