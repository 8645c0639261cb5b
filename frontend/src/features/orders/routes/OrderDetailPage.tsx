import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'react-toastify'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { LoadedRecord } from '@/components/ui/LoadedRecord'
import { BookingTotals } from '@/components/ui/Totals'
import { useCurrentUser } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import { formatDate } from '@/lib/dates'
import type { Booking, CartRouteState } from '@/lib/types'
import { useTitle } from '@/lib/useTitle'
import { bookingQuery, cancelBooking, keepBooking, reorderBooking } from '../api/ordersApi'
import { OrderDocuments } from '../components/OrderDocuments'
import { OrderFacts } from '../components/OrderFacts'
import { OrderHistory } from '../components/OrderHistory'
import { OrderLinesTable } from '../components/OrderLinesTable'
import { linesOf } from '../components/orderLines'
import { StatusBadge } from '../components/StatusBadge'
import '../orders.css'

// Route /dashboard/orders/:id: one order, for its buyer and for admins.
export default function OrderDetailPage() {
  const { id = '' } = useParams()
  const booking = useQuery(bookingQuery(id))

  return (
    <LoadedRecord
      query={booking}
      loadingLabel="Loading the order"
      notFoundTitle="We couldn't find that order"
      notFoundAction={<Link className="btn btn--primary btn--md" to="/dashboard/myOrders">Go to My Orders</Link>}
      notFoundText="It may belong to another account. Open your orders from My Orders."
    >
      {(record) => <OrderDetail booking={record} />}
    </LoadedRecord>
  )
}

function OrderDetail({ booking }: { booking: Booking }) {
  const owner = useCurrentUser()?.email === booking.user
  useTitle(`Order ${booking.reference}`)
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <header className="dash-page__head">
        <h1 id="order-title">Order {booking.reference}</h1>
        <StatusBadge status={booking.status} />
        {booking.overdue && <Badge tone="danger">Overdue</Badge>}
        <p className="muted">Placed {formatDate(booking.createdAt)}</p>
      </header>
      {owner && <OwnerActions booking={booking} />}
      <OrderDocuments booking={booking} />
      <section className="order-detail__section" aria-label="Lines and totals">
        <OrderLinesTable lines={linesOf(booking)} />
        <div className="order-detail__totals">
          <BookingTotals booking={booking} />
        </div>
      </section>
      <div className="order-detail__columns">
        <section className="panel" aria-labelledby="order-details-title">
          <h2 id="order-details-title" className="order-detail__title">
            Details
          </h2>
          <OrderFacts booking={booking} />
        </section>
        <section className="panel" aria-labelledby="order-history-title">
          <h2 id="order-history-title" className="order-detail__title">
            Status history
          </h2>
          <OrderHistory events={booking.history} />
        </section>
      </div>
    </article>
  )
}

/** Pay and Cancel while unpaid, and Order again, for the buyer who placed it. */
function OwnerActions({ booking }: { booking: Booking }) {
  const navigate = useNavigate()
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [busy, setBusy] = useState<'cancel' | 'reorder' | null>(null)

  async function cancel() {
    setBusy('cancel')
    try {
      keepBooking(await cancelBooking(booking.id))
      toast.success('Order cancelled. Its pieces are back in stock.')
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setBusy(null)
      setConfirmCancel(false)
    }
  }

  async function orderAgain() {
    setBusy('reorder')
    try {
      const answer = await reorderBooking(booking.id)
      toast.success(answer.errors.length ? 'Part of the order is back in your cart; some lines could not be added.' : 'The order is back in your cart at today’s prices.')
      const state: CartRouteState = { cartAnswer: answer }
      void navigate('/cart', { state })
    } catch (err) {
      toast.error(toApiError(err).message)
      setBusy(null)
    }
  }

  return (
    <div className="order-detail__actions">
      {booking.status === 'unpaid' && (
        <>
          <PayLink booking={booking} />
          <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
            Cancel order
          </Button>
        </>
      )}
      <Button variant="secondary" loading={busy === 'reorder'} onClick={() => void orderAgain()}>
        Order again
      </Button>
      {confirmCancel && (
        <ConfirmDialog confirmLabel="Cancel order" cancelLabel="Keep order" busy={busy === 'cancel'} onConfirm={() => void cancel()} onCancel={() => setConfirmCancel(false)}>
          <p>Cancel this unpaid order? Its pieces go back on sale. This can&apos;t be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

/** An invoice is paid by bank transfer; paying it by card is the buyer's other choice, not the main one. */
function PayLink({ booking }: { booking: Booking }) {
  const onInvoice = booking.paymentMethod === 'invoice'
  return (
    <Link className={`btn btn--${onInvoice ? 'secondary' : 'primary'} btn--md`} to={`/dashboard/payment/${booking.id}`}>
      {onInvoice ? 'Pay by card' : 'Pay'}
    </Link>
  )
}
