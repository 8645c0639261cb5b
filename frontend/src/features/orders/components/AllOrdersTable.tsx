import { Button } from '@/components/ui/Button'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { Truncate } from '@/components/ui/Truncate'
import { formatDate } from '@/lib/dates'
import type { Booking } from '@/lib/types'
import { OrderLink, OrderReference, PaymentState } from './MyOrdersTable'
import { canShip } from './shipments'
import { linesSummary } from './orderLines'

export type AdminAction = 'ship' | 'deliver' | 'refund' | 'cancel' | 'markPaid'

interface AllOrdersTableProps {
  bookings: Booking[]
  /** the booking whose action is running (its button shows a spinner) */
  busyId: string | null
  onAction: (action: AdminAction, booking: Booking) => void
}

const COLUMNS: Column[] = [{ label: 'Order' }, { label: 'Buyer and ship to' }, { label: 'Total', numeric: true }, { label: 'Status' }]

/**
 * Every order, for admins, about ten to a screen: each row is at most three short lines. An order's
 * lines are summed up ("3 lines · 1,200 pcs") under its first product, which opens the order; the
 * buyer, the total and the status keep their room. Stacked cards below 1100 px.
 */
export function AllOrdersTable({ bookings, busyId, onAction }: AllOrdersTableProps) {
  return (
    <DataTable caption="All orders" columns={COLUMNS} className="orders-table orders-table--desk">
      {bookings.map((b) => (
        <tr key={b.id}>
          <th scope="row" data-label="Order">
            <span className="orders-table__product">
              <OrderLink booking={b} />
              <span className="orders-table__lines">
                {linesSummary(b)} · {formatDate(b.createdAt)}
              </span>
              <span className="orders-table__date">
                <OrderReference booking={b} />
                {b.poNumber && (
                  <>
                    {' · '}
                    <span className="orders-table__po">PO {b.poNumber}</span>
                  </>
                )}
              </span>
            </span>
          </th>
          <td data-label="Buyer and ship to">
            <span className="orders-table__who">
              <Truncate text={b.user} className="orders-table__email" />
              <span className="orders-table__contact">
                {b.clientName && <>{b.clientName} · </>}
                <a href={`tel:${b.phone}`} className="orders-table__phone">
                  {b.phone}
                </a>
              </span>
              <Truncate text={oneLine(b.address)} className="orders-table__address" />
            </span>
          </td>
          <td data-label="Total" className="num-col">
            <span className="orders-table__total">
              <Price cents={b.totalPriceCents} />
              <Invoice booking={b} />
            </span>
          </td>
          <td data-label="Status">
            <PaymentState booking={b} />
          </td>
          <td className="table__actions">
            <RowActions booking={b} busy={busyId === b.id} onAction={onAction} />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

/** A several-line address on one line, its lines joined by commas (the whole of it in the tooltip). */
const oneLine = (address: string) =>
  address
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')

/** Under the total: its invoice's number and, while unpaid on invoice terms, when it is due. */
function Invoice({ booking }: { booking: Booking }) {
  if (!booking.invoiceNumber) return null
  return (
    <>
      <code className="order-state__code">{booking.invoiceNumber}</code>
      {booking.status === 'unpaid' && booking.dueDate && <span className="orders-table__date">Due {formatDate(booking.dueDate)}</span>}
    </>
  )
}

/** Ship, or Ship the rest once a part has gone: only while the order may ship and has pieces ready. */
function ShipButton({ booking, busy, onAction, what }: { booking: Booking; busy: boolean; onAction: AllOrdersTableProps['onAction']; what: string }) {
  if (!canShip(booking)) return null
  return (
    <Button size="sm" onClick={() => onAction('ship', booking)} aria-label={`Ship ${what}`} disabled={busy}>
      {booking.shipments.length > 0 ? 'Ship the rest' : 'Ship'}
    </Button>
  )
}

function RowActions({ booking, busy, onAction }: { booking: Booking; busy: boolean; onAction: AllOrdersTableProps['onAction'] }) {
  const what = `the order for ${booking.productName} by ${booking.user}`
  const ship = <ShipButton booking={booking} busy={busy} onAction={onAction} what={what} />
  if (booking.status === 'partially_shipped' || booking.status === 'partially_refunded') return ship
  if (booking.status === 'paid') {
    return (
      <>
        {ship}
        <Button variant="secondary" size="sm" onClick={() => onAction('refund', booking)} aria-label={`Refund ${what}`} disabled={busy}>
          Refund
        </Button>
      </>
    )
  }
  if (booking.status === 'unpaid') {
    return (
      <>
        {ship}
        {booking.paymentMethod === 'invoice' && (
          <Button size="sm" onClick={() => onAction('markPaid', booking)} aria-label={`Mark ${what} paid`} disabled={busy}>
            Mark paid
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => onAction('cancel', booking)} aria-label={`Cancel ${what}`} disabled={busy}>
          Cancel
        </Button>
      </>
    )
  }
  if (booking.status === 'shipped') {
    return (
      <Button size="sm" onClick={() => onAction('deliver', booking)} aria-label={`Mark ${what} delivered`} loading={busy}>
        Deliver
      </Button>
    )
  }
  return null
}
