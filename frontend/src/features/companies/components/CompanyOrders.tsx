import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { Price } from '@/components/ui/Price'
import { SkeletonText } from '@/components/ui/Skeleton'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { StatusSelect } from '@/components/ui/StatusSelect'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { statusLabel } from '@/lib/bookingStatus'
import { formatDate } from '@/lib/dates'
import type { BookingStatus, CompanyAccount } from '@/lib/types'
import { adminCompanyOrdersQuery } from '../api/companiesApi'

const COLUMNS: Column[] = [{ label: 'Order' }, { label: 'Buyer' }, { label: 'PO number' }, { label: 'Total', numeric: true }, { label: 'Status' }, { label: 'Date' }]

/** Every member's orders of one company, for the shop's admins; each opens the order's page. */
export function CompanyOrders({ company }: { company: CompanyAccount }) {
  const [status, setStatus] = useState<BookingStatus | ''>('')
  const [page, setPage] = useState(1)
  const orders = useQuery(adminCompanyOrdersQuery(company.id, status, page, ADMIN_PAGE_SIZE))
  const list = orders.data
  return (
    <section className="panel company-admin__section" aria-labelledby="orders-title">
      <h2 id="orders-title" className="company-admin__title">
        Orders
      </h2>
      <div className="list-filters">
        <StatusSelect
          value={status}
          onChange={(chosen) => {
            setStatus(chosen)
            setPage(1)
          }}
        />
      </div>
      {orders.isLoading && <SkeletonText lines={3} />}
      {orders.error && <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />}
      {list && list.items.length === 0 && <p className="muted">{status ? `No ${statusLabel(status).toLowerCase()} orders. Choose “All statuses” to see the others.` : 'No orders yet: the members’ orders show up here.'}</p>}
      {list && list.items.length > 0 && (
        <>
          <DataTable caption={`Orders of ${company.name}`} columns={COLUMNS} className="orders-table" actions={false}>
            {list.items.map((b) => (
              <tr key={b.id}>
                <th scope="row" data-label="Order">
                  <Link to={`/dashboard/orders/${b.id}`}>
                    <code className="order-ref">{b.reference}</code>
                  </Link>{' '}
                  <span className="muted">{b.productName}</span>
                </th>
                <td data-label="Buyer">{b.user}</td>
                <td data-label="PO number">{b.poNumber || <span className="muted">—</span>}</td>
                <td data-label="Total" className="num-col">
                  <Price cents={b.totalPriceCents} />
                </td>
                <td data-label="Status">
                  <StatusBadge status={b.status} />
                </td>
                <td data-label="Date" className="num">
                  {formatDate(b.createdAt)}
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Company order pages" />
        </>
      )}
    </section>
  )
}
