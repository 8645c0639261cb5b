import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { Price } from '@/components/ui/Price'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { useCurrentUser } from '@/features/auth/stores/session'
import { formatDateTime } from '@/lib/dates'
import { queryClient } from '@/lib/queryClient'
import type { Booking } from '@/lib/types'
import { useUrlFilters } from '@/lib/useUrlFilters'
import { companyOrdersQuery } from '../api/companyOrdersApi'
import { ApprovalActions } from '../components/ApprovalActions'
import { OrderLinesTable } from '../components/OrderLinesTable'
import { linesOf } from '../components/orderLines'
import '../orders.css'

const NO_FILTERS = [] as const
const PENDING = { status: 'pending_approval', q: '' } as const

// Route /dashboard/approvals (company admins and approvers): orders above a buyer's limit.
export default function ApprovalsPage() {
  const url = useUrlFilters(NO_FILTERS)
  const orders = useQuery(companyOrdersQuery(PENDING, url.page, ADMIN_PAGE_SIZE))
  const list = orders.data
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Approvals</h1>
        <p className="muted">Orders above their buyer&apos;s spending limit. Their stock is held until you decide, or until they expire unpaid.</p>
      </header>
      {orders.isLoading && <PageSkeleton label="Loading orders waiting for approval" />}
      {orders.error && <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyState icon="document" title="Nothing waits for approval" action={<Link className="btn btn--secondary btn--md" to="/dashboard/company-orders">See the company's orders</Link>}>
          When a buyer orders above their spending limit, the order appears here and we mail you.
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <ul className="approval-list">
            {list.items.map((booking) => (
              <PendingOrder key={booking.id} booking={booking} />
            ))}
          </ul>
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={url.setPage} label="Approval pages" />
        </>
      )}
    </div>
  )
}

function PendingOrder({ booking }: { booking: Booking }) {
  const me = useCurrentUser()
  const titleId = `approval-${booking.id}`
  return (
    <li className="panel approval" aria-labelledby={titleId}>
      <header className="approval__head">
        <h2 id={titleId} className="approval__title">
          <Link to={`/dashboard/orders/${booking.id}`}>Order {booking.reference}</Link>
        </h2>
        <p className="approval__total">
          <span className="muted">Total</span> <Price cents={booking.totalPriceCents} className="price--lg" />
        </p>
      </header>
      <p className="muted">
        Placed by <strong>{booking.user}</strong> on {formatDateTime(booking.createdAt)}
        {booking.poNumber && <> · PO {booking.poNumber}</>}
      </p>
      <OrderLinesTable lines={linesOf(booking)} />
      <ApprovalActions booking={booking} own={booking.user === me?.email} onDecided={() => void queryClient.invalidateQueries({ queryKey: ['/api/company/orders'] })} />
    </li>
  )
}
