import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { Truncate } from '@/components/ui/Truncate'
import { formatDate, formatDateTime } from '@/lib/dates'
import type { Booking } from '@/lib/types'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { linesSummary, orderTitle } from './orderLines'

interface MyOrdersTableProps {
  bookings: Booking[]
  /** the buyer's own list; a company's list also names who placed each order */
  caption?: string
  showBuyer?: boolean
  /** each row's buttons */
  renderActions: (booking: Booking) => ReactNode
}

const columnsFor = (showBuyer: boolean): Column[] => [
  { label: 'Product' },
  { label: 'Order' },
  ...(showBuyer ? [{ label: 'Buyer' }] : []),
  { label: 'PO number' },
  { label: 'Quantity', numeric: true },
  { label: 'Total', numeric: true },
  { label: 'Status' },
  { label: 'Date' },
]

/** A buyer's (or their company's) orders: a zebra table on wide screens, stacked cards on a phone. */
export function MyOrdersTable({ bookings, caption = 'Your orders', showBuyer = false, renderActions }: MyOrdersTableProps) {
  return (
    <DataTable caption={caption} columns={columnsFor(showBuyer)} className="orders-table">
      {bookings.map((b) => (
        <tr key={b.id}>
          <th scope="row" data-label="Product">
            <OrderLink booking={b} />
          </th>
          <td data-label="Order">
            <OrderReference booking={b} />
          </td>
          {showBuyer && <td data-label="Buyer">{b.user}</td>}
          <td data-label="PO number">{b.poNumber || <span className="muted">—</span>}</td>
          <td data-label="Quantity" className="num-col num">
            {linesSummary(b)}
          </td>
          <td data-label="Total" className="num-col">
            <Price cents={b.totalPriceCents} />
          </td>
          <td data-label="Status">
            <PaymentState booking={b} showPayBy />
          </td>
          <td data-label="Date" className="num">
            {formatDate(b.createdAt)}
          </td>
          <td className="table__actions">{renderActions(b)}</td>
        </tr>
      ))}
    </DataTable>
  )
}

/** Pay an unpaid order; cancel one that is unpaid or waits for approval. */
export function BuyerOrderActions({ booking: b, onCancel }: { booking: Booking; onCancel: (booking: Booking) => void }) {
  return (
    <>
      {b.status === 'unpaid' && <PayButton booking={b} />}
      {(b.status === 'unpaid' || b.status === 'pending_approval') && (
        <Button variant="secondary" size="sm" onClick={() => onCancel(b)} aria-label={`Cancel the order for ${b.productName}`}>
          Cancel
        </Button>
      )}
    </>
  )
}

export function PayButton({ booking: b }: { booking: Booking }) {
  return (
    <Link className="btn btn--primary btn--sm" to={`/dashboard/payment/${b.id}`} aria-label={`Pay for ${b.productName}`}>
      Pay
    </Link>
  )
}

/** The order's name (its first product), linking to its detail page. */
export function OrderLink({ booking }: { booking: Booking }) {
  return (
    <Link to={`/dashboard/orders/${booking.id}`} className="orders-table__link" title={`See the order: ${booking.productName}`}>
      {orderTitle(booking)}
    </Link>
  )
}

/** The short order number buyers quote and search by. */
export function OrderReference({ booking }: { booking: Booking }) {
  return <code className="order-ref">{booking.reference}</code>
}

/**
 * The status badge, with the transaction id once paid and the tracking number once shipped;
 * with showPayBy, an unpaid order also says until when its reservation holds.
 */
export function PaymentState({ booking, showPayBy = false }: { booking: Booking; showPayBy?: boolean }) {
  return (
    <span className="order-state">
      <StatusBadge status={booking.status} />
      {booking.overdue && <Badge tone="danger">Overdue</Badge>}
      {showPayBy && booking.status === 'unpaid' && booking.expiresAt && <span className="order-state__detail">Pay by {formatDateTime(booking.expiresAt)}</span>}
      {booking.transactionId && (
        <span className="order-state__detail">
          <span className="order-state__label">Transaction id:</span> <Truncate code text={booking.transactionId} className="order-state__code" />
        </span>
      )}
      {booking.trackingNumber && (
        <span className="order-state__detail">
          Tracking: <Truncate code text={booking.trackingNumber} className="order-state__code" />
        </span>
      )}
    </span>
  )
}
