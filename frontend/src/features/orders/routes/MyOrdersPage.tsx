import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { SearchBox } from '@/components/ui/SearchBox'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { useSession } from '@/features/auth/stores/session'
import type { Booking } from '@/lib/types'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { useUrlFilters } from '@/lib/useUrlFilters'
import { cancelBooking, keepBooking, myBookingsQuery } from '../api/ordersApi'
import { BuyerOrderActions, MyOrdersTable } from '../components/MyOrdersTable'
import { orderContents } from '../components/orderLines'
import { TableSkeleton } from '../components/TableSkeleton'
import '../orders.css'

const SEARCH = ['q'] as const

export default function MyOrdersPage() {
  const search = useUrlFilters(SEARCH)
  const orders = useQuery(myBookingsQuery(search.filters.q, search.page, ADMIN_PAGE_SIZE))
  useEndSessionOn(orders.error?.status)

  const cancellation = useConfirmedAction(async (booking: Booking) => {
    keepBooking(await cancelBooking(booking.id))
    toast.success('Order cancelled. Its pieces are back in stock.')
  })

  const list = orders.data
  const sessionEnded = orders.error?.status === 401 || orders.error?.status === 403
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>My Orders</h1>
        <p className="muted">
          Pay for unpaid orders here; an unpaid order can still be cancelled. Send back pieces of a delivered order from its page; your returns are in <Link to="/dashboard/returns">My Returns</Link>.
        </p>
      </header>
      <div className="list-filters">
        <SearchBox label="Search your orders" value={search.filters.q} onSearch={(q) => search.update({ q })} placeholder="Order reference, PO number or product" />
      </div>
      {orders.isLoading && <TableSkeleton label="Loading your orders" />}
      {orders.error && !sessionEnded && <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />}
      {list && list.items.length === 0 && <NoOrders query={search.filters.q} onClear={search.clear} />}
      {list && list.items.length > 0 && (
        <>
          <MyOrdersTable bookings={list.items} renderActions={(booking) => <BuyerOrderActions booking={booking} onCancel={cancellation.ask} />} />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={search.setPage} label="Order pages" />
        </>
      )}
      {cancellation.pending && (
        <ConfirmDialog confirmLabel="Cancel order" cancelLabel="Keep order" busy={cancellation.busy} onConfirm={cancellation.confirm} onCancel={cancellation.dismiss}>
          <p>
            Cancel your order for {orderContents(cancellation.pending)}? This can&apos;t be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

function NoOrders({ query, onClear }: { query: string; onClear: () => void }) {
  if (query) {
    return (
      <EmptyState icon="search" title={`No orders match “${query}”`} action={<Button variant="secondary" onClick={onClear}>Show all orders</Button>}>
        Search for an order reference such as C0E2F4A6, a PO number or part of a product name.
      </EmptyState>
    )
  }
  return (
    <EmptyState icon="box" title="No orders yet" action={<Link className="btn btn--primary btn--md" to="/products">Browse products</Link>}>
      Pick a product, choose a quantity from its minimum order, and your order shows up here.
    </EmptyState>
  )
}

/** A 401/403 while loading the orders means the session is over: sign out, clear the token and go to /. */
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
