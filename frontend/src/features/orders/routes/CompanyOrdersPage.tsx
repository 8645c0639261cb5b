import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '@/components/ui/Button'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { SearchBox } from '@/components/ui/SearchBox'
import { StatusSelect } from '@/components/ui/StatusSelect'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { BOOKING_STATUSES } from '@/lib/bookingStatus'
import { canApprove, useMyCompany } from '@/lib/myCompany'
import type { BookingStatus } from '@/lib/types'
import { useUrlFilters } from '@/lib/useUrlFilters'
import { companyOrdersQuery, type CompanyOrdersQuery } from '../api/companyOrdersApi'
import { MyOrdersTable, PayButton } from '../components/MyOrdersTable'
import { TableSkeleton } from '../components/TableSkeleton'
import '../orders.css'

const NAMES = ['status', 'q'] as const

const asStatus = (value: string): BookingStatus | '' => (BOOKING_STATUSES.includes(value as BookingStatus) ? (value as BookingStatus) : '')

// Route /dashboard/company-orders: admins and approvers see every member's orders, buyers their own.
export default function CompanyOrdersPage() {
  const url = useUrlFilters(NAMES)
  const query: CompanyOrdersQuery = { status: asStatus(url.filters.status), q: url.filters.q }
  const orders = useQuery(companyOrdersQuery(query, url.page, ADMIN_PAGE_SIZE))
  const company = useMyCompany()
  const approver = canApprove(company?.myRole)
  const list = orders.data

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Company orders</h1>
        <p className="muted">{approver ? `Every order placed for ${company?.name ?? 'your company'}, by any member.` : 'The orders you placed for your company.'}</p>
      </header>
      <div className="list-filters">
        <SearchBox label="Search orders" value={query.q} onSearch={(q) => url.update({ q })} placeholder="Order reference, PO number or product" />
        <StatusSelect value={query.status} onChange={(status) => url.update({ status })} />
        {url.isFiltered && (
          <Button variant="ghost" onClick={url.clear}>
            Clear filters
          </Button>
        )}
      </div>
      {orders.isLoading && <TableSkeleton label="Loading the company's orders" />}
      {orders.error && <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyState icon={url.isFiltered ? 'search' : 'box'} title={url.isFiltered ? 'No orders match these filters' : 'No company orders yet'} action={url.isFiltered ? <Button variant="secondary" onClick={url.clear}>Show all orders</Button> : undefined}>
          {url.isFiltered ? 'Try another status, or part of a reference, PO number or product name.' : 'Orders the members place show up here.'}
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <MyOrdersTable
            bookings={list.items}
            caption="Company orders"
            showBuyer
            renderActions={(booking) => (
              <>
                {booking.status === 'unpaid' && <PayButton booking={booking} />}
                {booking.status === 'pending_approval' && approver && (
                  <Link className="btn btn--secondary btn--sm" to={`/dashboard/orders/${booking.id}`} aria-label={`Review order ${booking.reference}`}>
                    Review
                  </Link>
                )}
              </>
            )}
          />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={url.setPage} label="Order pages" />
        </>
      )}
    </div>
  )
}
