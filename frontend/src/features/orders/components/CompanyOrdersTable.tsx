import { Link } from 'react-router'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { formatDate } from '@/lib/dates'
import type { Booking } from '@/lib/types'
import { OrderLink, OrderReference, PaymentState } from './MyOrdersTable'

const COLUMNS: Column[] = [{ label: 'Product' }, { label: 'Order' }, { label: 'Buyer' }, { label: 'PO number' }, { label: 'Total', numeric: true }, { label: 'Status' }, { label: 'Date' }]

interface CompanyOrdersTableProps {
  bookings: Booking[]
  /** admins and approvers review orders waiting for approval */
  approver: boolean
}

/** The company's orders with who placed them; unpaid ones can be paid, waiting ones reviewed. */
export function CompanyOrdersTable({ bookings, approver }: CompanyOrdersTableProps) {
  return (
    <DataTable caption="Company orders" columns={COLUMNS} className="orders-table">
      {bookings.map((b) => (
        <tr key={b.id}>
          <th scope="row" data-label="Product">
            <OrderLink booking={b} />
          </th>
          <td data-label="Order">
            <OrderReference booking={b} />
          </td>
          <td data-label="Buyer">{b.user}</td>
          <td data-label="PO number">{b.poNumber || <span className="muted">—</span>}</td>
          <td data-label="Total" className="num-col">
            <Price cents={b.totalPriceCents} />
          </td>
          <td data-label="Status">
            <PaymentState booking={b} showPayBy />
          </td>
          <td data-label="Date" className="num">
            {formatDate(b.createdAt)}
          </td>
          <td className="table__actions">
            {b.status === 'unpaid' && (
              <Link className="btn btn--primary btn--sm" to={`/dashboard/payment/${b.id}`} aria-label={`Pay for order ${b.reference}`}>
                Pay
              </Link>
            )}
            {b.status === 'pending_approval' && approver && (
              <Link className="btn btn--secondary btn--sm" to={`/dashboard/orders/${b.id}`} aria-label={`Review order ${b.reference}`}>
                Review
              </Link>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
