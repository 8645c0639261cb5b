import { formatDate } from '@/lib/dates'
import { formatCount } from '@/lib/money'
import type { Booking } from '@/lib/types'

/** The order's shipments, oldest first, each with its carrier, tracking number and pieces; and what still waits for stock. */
export function OrderShipments({ booking }: { booking: Booking }) {
  const names = new Map(booking.lines.map((l) => [l.productId, l.productName]))
  const waiting = booking.lines.filter((l) => l.backorderedQuantity > 0)
  if (booking.shipments.length === 0 && waiting.length === 0) return null
  return (
    <section className="panel order-detail__section" aria-labelledby="order-shipments-title">
      <h2 id="order-shipments-title" className="order-detail__title">
        Shipments
      </h2>
      {booking.shipments.length > 0 && (
        <ol className="order-shipments">
          {booking.shipments.map((s, i) => (
            <li key={s.id} aria-label={`Shipment ${i + 1}`}>
              <p>
                <strong>Shipment {i + 1}</strong> · {formatDate(s.at)}
                {s.carrier && <> · {s.carrier}</>}
                {s.trackingNumber && (
                  <>
                    {' '}· Tracking number <code>{s.trackingNumber}</code>
                  </>
                )}
              </p>
              <ul>
                {s.lines.map((l) => (
                  <li key={l.productId}>
                    {formatCount(l.quantity)} × {names.get(l.productId) ?? l.productId}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {waiting.map((l) => (
        <p key={l.productId} className="muted">
          {formatCount(l.backorderedQuantity)} × {l.productName} backordered: they ship when stock arrives.
        </p>
      ))}
    </section>
  )
}
