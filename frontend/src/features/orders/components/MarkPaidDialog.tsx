import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { Price } from '@/components/ui/Price'
import { limits } from '@/lib/limits.gen'
import type { Booking } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { markBookingPaid } from '../api/ordersApi'

interface MarkPaidDialogProps {
  booking: Booking
  onPaid: (booking: Booking) => void
  onClose: () => void
}

/** Records that an invoice was paid by bank transfer, with the transfer's reference. */
export function MarkPaidDialog({ booking, onPaid, onClose }: MarkPaidDialogProps) {
  const [reference, setReference] = useState('')
  const { errors, setErrors, busy, run } = useSubmit<'reference'>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reference.trim()) return setErrors({ reference: 'Bank reference is Required' })
    await run(async () => onPaid(await markBookingPaid(booking.id, reference.trim())))
  }

  return (
    <Modal title="Mark the invoice paid" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="modal__body">
          {booking.invoiceNumber || 'The invoice'} from {booking.clientName || booking.user}, <Price cents={booking.totalPriceCents} />.
        </p>
        <Input label="Bank reference" name="reference" value={reference} maxLength={limits.MarkPaidRequest.reference.maxLength} onChange={(e) => setReference(e.target.value)} error={errors.reference} data-autofocus hint="The reference on the bank transfer." />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Mark paid
          </Button>
        </div>
      </form>
    </Modal>
  )
}
