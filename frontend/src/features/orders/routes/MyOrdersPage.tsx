import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { useSession } from '@/features/auth/stores/session'
import type { Booking } from '@/lib/types'
import { useApiQuery } from '@/lib/useApiQuery'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { cancelBooking, listMyBookings } from '../api/ordersApi'
import { MyOrdersTable } from '../components/MyOrdersTable'
import { TableSkeleton } from '../components/TableSkeleton'
import { useBookingUpdates } from '../components/useBookingUpdates'
import '../orders.css'

export default function MyOrdersPage() {
  const [page, setPage] = useState(1)
  const orders = useApiQuery(`my-bookings-${page}`, (signal) => listMyBookings(page, ADMIN_PAGE_SIZE, signal))
  const { merge, update } = useBookingUpdates()
  useEndSessionOn(orders.error?.status)

  const cancellation = useConfirmedAction(async (booking: Booking) => {
    update(await cancelBooking(booking.id))
    toast.success('Order cancelled. Its pieces are back in stock.')
  })

  const list = orders.data
  const sessionEnded = orders.error?.status === 401 || orders.error?.status === 403
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>My Orders</h1>
        <p className="muted">Pay for unpaid orders here; an unpaid order can still be cancelled.</p>
      </header>
      {orders.loading && <TableSkeleton label="Loading your orders" />}
      {orders.error && !sessionEnded && <ErrorState message={orders.error.message} onRetry={orders.reload} />}
      {list && list.items.length === 0 && (
        <EmptyState title="No orders yet" action={<Link className="btn btn--primary btn--md" to="/products">Browse products</Link>}>
          Pick a product, choose a quantity from its minimum order, and your order shows up here.
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <MyOrdersTable bookings={merge(list.items)} onCancel={cancellation.ask} />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Order pages" />
        </>
      )}
      {cancellation.pending && (
        <ConfirmDialog confirmLabel="Cancel order" cancelLabel="Keep order" busy={cancellation.busy} onConfirm={cancellation.confirm} onCancel={cancellation.dismiss}>
          <p>
            Cancel your order for {cancellation.pending.quantity} × {cancellation.pending.productName}? This can&apos;t be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

/** A 401/403 while loading the orders signs out, clears the token and goes to / (spec §7). */
function useEndSessionOn(status: number | undefined) {
  const navigate = useNavigate()
  const ended = status === 401 || status === 403
  useEffect(() => {
    if (!ended) return
    toast.error('Your session has ended. Log in again to see your orders.', { toastId: 'session-ended' })
    void navigate('/', { replace: true })
    // Sign out only once this page has left the screen: signing out while the dashboard's
    // sign-in guard is still mounted would send the user to /login instead of /.
    return () => {
      const session = useSession.getState()
      if (status === 403) void session.signOut()
      else session.clear()
    }
  }, [ended, status, navigate])
}
