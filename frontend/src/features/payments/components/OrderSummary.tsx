import { Badge } from '@/components/ui/Badge'
import { Price } from '@/components/ui/Price'
import { BookingTotals } from '@/components/ui/Totals'
import { formatCount } from '@/lib/money'
import type { Booking } from '@/lib/types'

/** Product, quantity and totals of the order being paid; every line of an order with several. */
export function OrderSummary({ booking }: { booking: Booking }) {
  return (
    <section className="payment__summary panel" aria-labelledby="summary-title">
      <h2 id="summary-title" className="payment__title">
        Order summary
      </h2>
      <dl className="summary">
        {booking.lines.length > 1 ? <LineRows booking={booking} /> : <OneProductRows booking={booking} />}
        {booking.poNumber && (
          <div>
            <dt>PO number</dt>
            <dd>{booking.poNumber}</dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd>{booking.paid ? <Badge tone="success">Paid</Badge> : <Badge>{booking.status.charAt(0).toUpperCase() + booking.status.slice(1)}</Badge>}</dd>
        </div>
      </dl>
      <BookingTotals booking={booking} />
      {booking.address && (
        <p className="summary__ship muted">
          Ships to {booking.clientName ? `${booking.clientName}, ` : ''}
          {booking.address}
        </p>
      )}
    </section>
  )
}

function OneProductRows({ booking }: { booking: Booking }) {
  return (
    <>
      <div>
        <dt>Product</dt>
        <dd>{booking.productName}</dd>
      </div>
      <div>
        <dt>Quantity</dt>
        <dd className="num">{formatCount(booking.quantity)} pcs</dd>
      </div>
      <div>
        <dt>Unit price</dt>
        <dd>
          <Price cents={booking.unitPriceCents} />
        </dd>
      </div>
    </>
  )
}

function LineRows({ booking }: { booking: Booking }) {
  return (
    <>
      {booking.lines.map((line) => (
        <div key={line.productId}>
          <dt>
            {line.productName} <span className="num">× {formatCount(line.quantity)}</span>
          </dt>
          <dd>
            <Price cents={line.lineTotalCents} />
          </dd>
        </div>
      ))}
    </>
  )
}
