import { useState } from 'react'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Select } from '@/components/ui/Input'
import { Pagination } from '@/components/ui/Pagination'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { toApiError } from '@/lib/api'
import type { Booking, BookingStatus } from '@/lib/types'
import { useApiQuery } from '@/lib/useApiQuery'
import { cancelBooking, deliverBooking, listAllBookings, refundBooking, shipBooking } from '../api/ordersApi'
import { AllOrdersTable, type AdminAction } from '../components/AllOrdersTable'
import { MarkPaidDialog } from '../components/MarkPaidDialog'
import { ShipDialog } from '../components/ShipDialog'
import { BOOKING_STATUSES, statusLabel } from '../components/StatusBadge'
import { TableSkeleton } from '../components/TableSkeleton'
import { useBookingUpdates } from '../components/useBookingUpdates'
import '../orders.css'

interface Pending {
  action: Exclude<AdminAction, 'deliver'>
  booking: Booking
}

export default function AllOrdersPage() {
  const [status, setStatus] = useState<BookingStatus | ''>('')
  const [page, setPage] = useState(1)
  const orders = useApiQuery(`all-bookings-${status}-${page}`, (signal) => listAllBookings(status, page, ADMIN_PAGE_SIZE, signal))
  const { merge, update } = useBookingUpdates()
  const [pending, setPending] = useState<Pending | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)

  async function run(booking: Booking, call: () => Promise<Booking>, done: string) {
    setBusyId(booking.id)
    try {
      update(await call())
      toast.success(done)
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setBusyId(null)
      setPending(null)
    }
  }

  function onAction(action: AdminAction, booking: Booking) {
    if (action === 'deliver') void run(booking, () => deliverBooking(booking.id), 'Order marked delivered')
    else setPending({ action, booking })
  }

  function markedPaid(booking: Booking) {
    update(booking)
    setPending(null)
    toast.success(`${booking.invoiceNumber || 'The invoice'} is marked paid.`)
  }

  const list = orders.data
  const busy = pending !== null && busyId === pending.booking.id
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>All Orders</h1>
        <p className="muted">Ship paid orders, mark shipments delivered, record bank transfers for invoices, refund when needed, and cancel unpaid orders nobody will pay for.</p>
      </header>
      <div className="orders-filter">
        <Select label="Status" value={status} onChange={(e) => { setStatus(e.target.value as BookingStatus | ''); setPage(1) }}>
          <option value="">All statuses</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
      </div>
      {orders.loading && <TableSkeleton label="Loading orders" />}
      {orders.error && <ErrorState message={orders.error.message} onRetry={orders.reload} />}
      {list && list.items.length === 0 && (
        <EmptyState title={status ? `No ${statusLabel(status).toLowerCase()} orders` : 'No orders yet'}>
          {status ? 'Choose “All statuses” to see every order.' : 'Orders appear here as soon as customers place them. Check that the catalogue has products in stock.'}
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <AllOrdersTable bookings={merge(list.items)} busyId={busyId} onAction={onAction} />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Order pages" />
        </>
      )}
      {pending?.action === 'ship' && (
        <ShipDialog booking={pending.booking} busy={busy} onClose={() => setPending(null)} onShip={(tracking) => run(pending.booking, () => shipBooking(pending.booking.id, tracking), 'Order marked shipped')} />
      )}
      {pending?.action === 'markPaid' && <MarkPaidDialog booking={pending.booking} onPaid={markedPaid} onClose={() => setPending(null)} />}
      {pending?.action === 'refund' && (
        <ConfirmDialog confirmLabel="Refund" busy={busy} onCancel={() => setPending(null)} onConfirm={() => run(pending.booking, () => refundBooking(pending.booking.id), 'Order refunded; its pieces are back in stock')}>
          <p>
            Refund {pending.booking.user} for {pending.booking.quantity} × {pending.booking.productName}? The card is refunded and the order can&apos;t be shipped afterwards.
          </p>
        </ConfirmDialog>
      )}
      {pending?.action === 'cancel' && (
        <ConfirmDialog confirmLabel="Cancel order" cancelLabel="Keep order" busy={busy} onCancel={() => setPending(null)} onConfirm={() => run(pending.booking, () => cancelBooking(pending.booking.id), 'Order cancelled; its pieces are back in stock')}>
          <p>
            Cancel {pending.booking.user}&apos;s unpaid order for {pending.booking.quantity} × {pending.booking.productName}? This can&apos;t be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
