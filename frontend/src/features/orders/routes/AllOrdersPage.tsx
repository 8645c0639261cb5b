import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DownloadButton } from '@/components/ui/DownloadButton'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { toApiError } from '@/lib/api'
import { isoDay } from '@/lib/dates'
import type { Booking } from '@/lib/types'
import { adminCancelBooking, allBookingsQuery, deliverBooking, exportBookingsCsv, keepBooking, refundBooking } from '../api/ordersApi'
import { AllOrdersTable, type AdminAction } from '../components/AllOrdersTable'
import { DeskFilters } from '../components/DeskFilters'
import { MarkPaidDialog } from '../components/MarkPaidDialog'
import { orderContents } from '../components/orderLines'
import { ShipDialog } from '../components/ShipDialog'
import { TableSkeleton } from '../components/TableSkeleton'
import { useDeskFilters } from '../hooks/useDeskFilters'
import '../orders.css'

interface Pending {
  action: Exclude<AdminAction, 'deliver'>
  booking: Booking
}

export default function AllOrdersPage() {
  const desk = useDeskFilters()
  const orders = useQuery({ ...allBookingsQuery(desk.query, desk.page, ADMIN_PAGE_SIZE), enabled: !desk.rangeError })
  const [pending, setPending] = useState<Pending | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)

  async function run(booking: Booking, call: () => Promise<Booking>, done: string) {
    setBusyId(booking.id)
    try {
      keepBooking(await call())
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
    keepBooking(booking)
    setPending(null)
    toast.success(`${booking.invoiceNumber || 'The invoice'} is marked paid.`)
  }

  const list = orders.data
  const busy = pending !== null && busyId === pending.booking.id
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>All Orders</h1>
        <DownloadButton size="sm" fetchFile={() => exportBookingsCsv(desk.query)} filename={`orders-${isoDay()}.csv`} disabled={Boolean(desk.rangeError)}>
          Export CSV
        </DownloadButton>
        <p className="muted">Ship paid orders and invoiced ones on terms, mark shipments delivered, record bank transfers for invoices, refund when needed, and cancel unpaid orders nobody will pay for.</p>
      </header>
      <DeskFilters query={desk.query} rangeError={desk.rangeError} isFiltered={desk.isFiltered} onChange={desk.update} onClear={desk.clear} />
      {orders.isLoading && <TableSkeleton label="Loading orders" />}
      {orders.error && <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />}
      {list && list.items.length === 0 && (
        <NoOrders filtered={desk.isFiltered} onClear={desk.clear} />
      )}
      {list && list.items.length > 0 && (
        <>
          <AllOrdersTable bookings={list.items} busyId={busyId} onAction={onAction} />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={desk.setPage} label="Order pages" />
        </>
      )}
      {pending?.action === 'ship' && (
        <ShipDialog
          booking={pending.booking}
          onClose={() => setPending(null)}
          onShipped={(booking) => {
            keepBooking(booking)
            setPending(null)
          }}
        />
      )}
      {pending?.action === 'markPaid' && <MarkPaidDialog booking={pending.booking} onPaid={markedPaid} onClose={() => setPending(null)} />}
      {pending?.action === 'refund' && (
        <ConfirmDialog confirmLabel="Refund" busy={busy} onCancel={() => setPending(null)} onConfirm={() => run(pending.booking, () => refundBooking(pending.booking.id), 'Order refunded; its pieces are back in stock')}>
          <p>
            Refund {pending.booking.user} for {orderContents(pending.booking)}? The card is refunded and the order can&apos;t be shipped afterwards.
          </p>
        </ConfirmDialog>
      )}
      {pending?.action === 'cancel' && (
        <ConfirmDialog confirmLabel="Cancel order" cancelLabel="Keep order" busy={busy} onCancel={() => setPending(null)} onConfirm={() => run(pending.booking, () => adminCancelBooking(pending.booking.id), 'Order cancelled; its pieces are back in stock')}>
          <p>
            Cancel {pending.booking.user}&apos;s unpaid order for {orderContents(pending.booking)}? This can&apos;t be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

function NoOrders({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (!filtered) {
    return <EmptyState icon="box" title="No orders yet">Orders appear here as soon as customers place them. Check that the catalogue has products in stock.</EmptyState>
  }
  return (
    <EmptyState icon="search" title="No orders match these filters" action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
      Try another search or a wider date range.
    </EmptyState>
  )
}
