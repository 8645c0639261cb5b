import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
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
import { canApprove, useMyCompany } from '@/lib/myCompany'
import type { Booking, CartRouteState } from '@/lib/types'
import { useTitle } from '@/lib/useTitle'
import { bookingQuery, cancelBooking, keepBooking, reorderBooking } from '../api/ordersApi'
import { ApprovalActions } from '../components/ApprovalActions'
import { ApprovalState } from '../components/ApprovalState'
import { OrderDocuments } from '../components/OrderDocuments'
import { OrderFacts } from '../components/OrderFacts'
import { OrderHistory } from '../components/OrderHistory'
import { OrderLinesTable } from '../components/OrderLinesTable'
import { OrderShipments } from '../components/OrderShipments'
import { linesOf } from '../components/orderLines'
import { StatusBadge } from '@/components/ui/StatusBadge'
import '../orders.css'

/** Who is looking at the order, for what other features add to its page. */
export interface OrderViewer {
  /** placed it */
  owner: boolean
  /** an admin of the company it was placed for */
  companyAdmin: boolean
  /** the shop's admin */
  shopAdmin: boolean
}

interface OrderDetailPageProps {
  /** more buttons in the order's toolbar, e.g. the order desk's Refund: buttons, not a row of their own */
  renderActions?: (booking: Booking, viewer: OrderViewer) => ReactNode
  /** sections under the shipments, e.g. the order's refunds and returns */
  renderSections?: (booking: Booking, viewer: OrderViewer) => ReactNode
}

// Route /dashboard/orders/:id: one order, for its buyer and for admins.
export default function OrderDetailPage(props: OrderDetailPageProps) {
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
      {(record) => <OrderDetail booking={record} {...props} />}
    </LoadedRecord>
  )
}

function OrderDetail({ booking, renderActions, renderSections }: OrderDetailPageProps & { booking: Booking }) {
  const me = useCurrentUser()
  const owner = me?.email === booking.user
  const company = useMyCompany()
  // the company's admins and approvers open, approve and pay every member's orders
  const ofMyCompany = Boolean(booking.company) && booking.company?.id === company?.id
  const approver = canApprove(company?.myRole) && ofMyCompany
  const viewer: OrderViewer = { owner, companyAdmin: ofMyCompany && company?.myRole === 'admin', shopAdmin: Boolean(me?.isAdmin) }
  useTitle(`Order ${booking.reference}`)
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <header className="dash-page__head">
        <h1 id="order-title">Order {booking.reference}</h1>
        <StatusBadge status={booking.status} />
        {booking.overdue && <Badge tone="danger">Overdue</Badge>}
        <p className="muted">Placed {formatDate(booking.createdAt)}</p>
      </header>
      <ApprovalState booking={booking} />
      {approver && owner && <ApprovalActions booking={booking} own />}
      {/* one toolbar for every action and download, so they share a row instead of each stacking its own */}
      <div className="order-detail__actions" role="group" aria-label="Order actions">
        {owner && <OwnerActions booking={booking} />}
        {approver && !owner && (
          <>
            <ApprovalActions booking={booking} own={false} />
            {booking.status === 'unpaid' && <PayLink booking={booking} />}
          </>
        )}
        {renderActions?.(booking, viewer)}
        <OrderDocuments booking={booking} />
      </div>
      <section className="order-detail__section" aria-label="Lines and totals">
        <OrderLinesTable lines={linesOf(booking)} />
        <div className="order-detail__totals">
          <BookingTotals booking={booking} />
        </div>
      </section>
      <OrderShipments booking={booking} />
      {renderSections?.(booking, viewer)}
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

/** Pay and Cancel while unpaid, and Order again, for the buyer who placed it: buttons for the order's toolbar. */
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
    <>
      {booking.status === 'unpaid' && <PayLink booking={booking} />}
      {(booking.status === 'unpaid' || booking.status === 'pending_approval') && (
        <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
          Cancel order
        </Button>
      )}
      <Button variant="secondary" loading={busy === 'reorder'} onClick={() => void orderAgain()}>
        Order again
      </Button>
      {confirmCancel && (
        <ConfirmDialog confirmLabel="Cancel order" cancelLabel="Keep order" busy={busy === 'cancel'} onConfirm={() => void cancel()} onCancel={() => setConfirmCancel(false)}>
          <p>Cancel this {booking.status === 'unpaid' ? 'unpaid' : 'waiting'} order? Its pieces go back on sale. This can&apos;t be undone.</p>
        </ConfirmDialog>
      )}
    </>
  )
}

/** An invoice is paid by bank transfer (its PDF's download is the main action); paying it by card is the buyer's other choice. */
function PayLink({ booking }: { booking: Booking }) {
  const onInvoice = booking.paymentMethod === 'invoice'
  return (
    <Link className={`btn btn--${onInvoice ? 'secondary' : 'primary'} btn--md`} to={`/dashboard/payment/${booking.id}`}>
      {onInvoice ? 'Pay by card' : 'Pay'}
    </Link>
  )
}
