import { Button } from '@/components/ui/Button'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { Truncate } from '@/components/ui/Truncate'
import { formatDate } from '@/lib/dates'
import { formatCount } from '@/lib/money'
import type { Booking } from '@/lib/types'
import { OrderLink, OrderReference, PaymentState } from './MyOrdersTable'
import { canShip } from './shipments'

export type AdminAction = 'ship' | 'deliver' | 'refund' | 'cancel' | 'markPaid'

interface AllOrdersTableProps {
  bookings: Booking[]
  /** the booking whose action is running (its button shows a spinner) */
  busyId: string | null
  onAction: (action: AdminAction, booking: Booking) => void
}

const COLUMNS: Column[] = [{ label: 'User' }, { label: 'Product' }, { label: 'Ship to' }, { label: 'Quantity', numeric: true }, { label: 'Total price', numeric: true }, { label: 'Status' }]

/** Every order, for admins: zebra rows, right-aligned numbers; stacked cards below 1100 px, where seven columns don't fit. */
export function AllOrdersTable({ bookings, busyId, onAction }: AllOrdersTableProps) {
  return (
    <DataTable caption="All orders" columns={COLUMNS} className="orders-table orders-table--desk">
      {bookings.map((b) => (
        <tr key={b.id}>
          <td data-label="User">
            <span className="orders-table__who">
              <Truncate text={b.user} className="orders-table__email" />
              {b.clientName && <span className="muted orders-table__client">{b.clientName}</span>}
            </span>
          </td>
          <th scope="row" data-label="Product">
            <span className="orders-table__product">
              <OrderLink booking={b} />
              <span className="orders-table__date">
                Order <OrderReference booking={b} />
              </span>
              <span className="orders-table__date">Ordered {formatDate(b.createdAt)}</span>
              {b.poNumber && <span className="orders-table__date">PO {b.poNumber}</span>}
            </span>
          </th>
          <td data-label="Ship to">
            <span className="orders-table__ship">
              <span className="orders-table__address">{b.address}</span>
              <a href={`tel:${b.phone}`} className="orders-table__phone">
                {b.phone}
              </a>
            </span>
          </td>
          <td data-label="Quantity" className="num-col num">
            {formatCount(b.quantity)}
          </td>
          <td data-label="Total price" className="num-col">
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

function RowActions({ booking, busy, onAction }: { booking: Booking; busy: boolean; onAction: AllOrdersTableProps['onAction'] }) {
  const what = `the order for ${booking.productName} by ${booking.user}`
  if (booking.status === 'partially_shipped') {
    return canShip(booking) ? (
      <Button size="sm" onClick={() => onAction('ship', booking)} aria-label={`Ship ${what}`} disabled={busy}>
        Ship the rest
      </Button>
    ) : null
  }
  if (booking.status === 'paid') {
    return (
      <>
        {canShip(booking) && (
          <Button size="sm" onClick={() => onAction('ship', booking)} aria-label={`Ship ${what}`} disabled={busy}>
            Ship
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => onAction('refund', booking)} aria-label={`Refund ${what}`} disabled={busy}>
          Refund
        </Button>
      </>
    )
  }
  if (booking.status === 'unpaid') {
    return (
      <>
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
