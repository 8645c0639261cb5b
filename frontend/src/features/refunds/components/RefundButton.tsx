import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/Button'
import type { Booking } from '@/lib/types'

// only the order desk opens it: buyers' order pages don't load it
const RefundDialog = lazy(() => import('./RefundDialog').then((m) => ({ default: m.RefundDialog })))

/** The order desk's "Refund" on an order with money left to refund: a button for the order's toolbar. */
export function RefundButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false)
  if (booking.refundableCents <= 0) return null
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Refund
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RefundDialog booking={booking} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
