import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { limits } from '@/lib/limits.gen'
import { formatCount } from '@/lib/money'
import type { Booking } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { addShipment, shipBooking } from '../api/ordersApi'
import { readyToShip } from './shipments'

interface ShipDialogProps {
  booking: Booking
  onShipped: (booking: Booking) => void
  onClose: () => void
}

/**
 * Ships some or all of a paid order's pieces as one shipment, with a carrier and tracking number.
 * Each line starts at what is ready to ship; lowering it ships the rest later.
 */
export function ShipDialog({ booking, onShipped, onClose }: ShipDialogProps) {
  const ready = readyToShip(booking)
  const lines = booking.lines.filter((l) => (ready[l.productId] ?? 0) > 0)
  const [pieces, setPieces] = useState(() => Object.fromEntries(lines.map((l) => [l.productId, String(ready[l.productId])])))
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  const { errors, busy, run } = useSubmit<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    let shipped: Booking | undefined
    const chosen = lines.map((l) => ({ productId: l.productId, quantity: Number(pieces[l.productId]) })).filter((l) => l.quantity > 0)
    const everything = chosen.length === lines.length && chosen.every((l) => l.quantity === ready[l.productId])
    const ok = await run(async () => {
      // all that is ready, with no carrier named, is the desk's one-click ship
      shipped = everything && !carrier.trim()
        ? await shipBooking(booking.id, tracking)
        : await addShipment(booking.id, { lines: chosen, carrier: carrier.trim() || undefined, trackingNumber: tracking.trim() || undefined })
    })
    if (ok && shipped) {
      toast.success(shipped.status === 'shipped' ? 'Order marked shipped' : 'Shipment recorded; the rest is still to ship')
      onShipped(shipped)
    }
  }

  return (
    <Modal title="Ship this order" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label="Ship this order">
        <p className="modal__body">For {booking.clientName || booking.user}. Ship all of it now, or lower a line to ship the rest later.</p>
        {lines.map((l) => (
          <Input
            key={l.productId}
            label={`${l.productName}: pieces to ship`}
            name={`ship-${l.productId}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={ready[l.productId]}
            value={pieces[l.productId]}
            onChange={(e) => setPieces((p) => ({ ...p, [l.productId]: e.target.value }))}
            error={errors[`lines.${l.productId}`]}
            hint={`${formatCount(ready[l.productId])} ready to ship`}
          />
        ))}
        {errors.lines && <p className="form__error" role="alert">{errors.lines}</p>}
        <Input label="Carrier (optional)" name="carrier" value={carrier} maxLength={limits.ShipmentRequest.carrier.maxLength} onChange={(e) => setCarrier(e.target.value)} />
        <Input label="Tracking number (optional)" name="trackingNumber" value={tracking} maxLength={limits.ShipmentRequest.trackingNumber.maxLength} onChange={(e) => setTracking(e.target.value)} hint="The customer sees it on the order's page." />
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
