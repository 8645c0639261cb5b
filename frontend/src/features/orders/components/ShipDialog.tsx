import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { limits } from '@/lib/limits.gen'
import type { Booking } from '@/lib/types'

interface ShipDialogProps {
  booking: Booking
  busy: boolean
  onShip: (trackingNumber: string) => void
  onClose: () => void
}

/** Marks a paid order shipped, with an optional tracking number. */
export function ShipDialog({ booking, busy, onShip, onClose }: ShipDialogProps) {
  const [tracking, setTracking] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    onShip(tracking)
  }
  return (
    <Modal title="Ship this order" onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="modal__body">
          {booking.quantity} × {booking.productName} for {booking.clientName || booking.user}.
        </p>
        <Input label="Tracking number (optional)" name="trackingNumber" value={tracking} maxLength={limits.ShipRequest.trackingNumber.maxLength} onChange={(e) => setTracking(e.target.value)} data-autofocus hint="The customer sees it in My Orders." />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Mark shipped
          </Button>
        </div>
      </form>
    </Modal>
  )
}
