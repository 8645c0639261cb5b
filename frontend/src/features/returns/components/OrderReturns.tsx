import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { formatDate } from '@/lib/dates'
import type { Booking } from '@/lib/types'
import { myReturnsQuery } from '../api/returnsApi'
import { ReturnsList } from './ReturnsList'

// loaded when the buyer opens it, not with every order page
const ReturnItemsDialog = lazy(() => import('./ReturnItemsDialog').then((m) => ({ default: m.ReturnItemsDialog })))

interface OrderReturnsProps {
  booking: Booking
  /** the buyer or their company's admin: they may ask to return pieces */
  canReturn: boolean
}

/**
 * A delivered order's returns, and "Return items" while pieces can still go back. An order that
 * was never delivered has none, so its page doesn't ask.
 */
export function OrderReturns({ booking, canReturn }: OrderReturnsProps) {
  const delivered = booking.returnDeadline !== null || booking.returnableLines.length > 0
  const returns = useQuery({ ...myReturnsQuery(booking.id), enabled: delivered })
  const [open, setOpen] = useState(false)
  const items = returns.data?.items ?? []
  const returnable = canReturn && booking.returnableLines.some((l) => l.quantity > 0)
  if (!returnable && items.length === 0) return null

  return (
    <section className="panel order-detail__section" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title" className="order-detail__title">
        Returns
      </h2>
      {returnable && (
        <div className="order-detail__actions">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Return items
          </Button>
          {booking.returnDeadline && <span className="muted">Returns are accepted until {formatDate(booking.returnDeadline)}.</span>}
        </div>
      )}
      {items.length > 0 && <ReturnsList returns={items} />}
      {open && (
        <Suspense fallback={null}>
          <ReturnItemsDialog booking={booking} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  )
}
