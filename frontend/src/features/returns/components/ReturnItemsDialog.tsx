import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { formatDate } from '@/lib/dates'
import { formatCount } from '@/lib/money'
import type { Booking } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { useRequestReturn } from '../api/returnsApi'
import { checkReturn, returnableLinesOf } from './returnForm'

interface ReturnItemsDialogProps {
  booking: Booking
  onClose: () => void
}

/** The buyer picks how many pieces of each delivered line go back, never more than can, and says why. */
export function ReturnItemsDialog({ booking, onClose }: ReturnItemsDialogProps) {
  const lines = returnableLinesOf(booking)
  const [pieces, setPieces] = useState<Record<string, string>>(() => Object.fromEntries(lines.map((l) => [l.productId, '0'])))
  const [reason, setReason] = useState('')
  const { errors, setErrors, busy, run } = useSubmit<string>()
  const request = useRequestReturn(booking.id)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkReturn(lines, pieces, reason)
    if (Object.keys(checked.errors).length > 0) return setErrors(checked.errors)
    let number = ''
    const ok = await run(async () => {
      number = (await request.mutateAsync({ lines: checked.chosen, reason: reason.trim() })).number
    })
    if (ok) {
      toast.success(`Return ${number} requested. We’ll mail you the shop’s answer.`)
      onClose()
    }
  }

  return (
    <Modal title="Return items" onClose={onClose} size="lg">
      <form className="form" onSubmit={submit} noValidate aria-label="Return items">
        <p className="modal__body">
          Choose how many pieces of each line you send back
          {booking.returnDeadline && <> (until {formatDate(booking.returnDeadline)})</>}. The shop answers with how to send them.
        </p>
        {lines.map((l) => (
          <Input
            key={l.productId}
            label={`${l.productName}: pieces to return`}
            name={`return-${l.productId}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={l.returnable}
            value={pieces[l.productId]}
            onChange={(e) => setPieces((p) => ({ ...p, [l.productId]: e.target.value }))}
            error={errors[`lines.${l.productId}`]}
            hint={`Up to ${formatCount(l.returnable)} can be returned`}
            disabled={busy}
          />
        ))}
        {errors.lines && (
          <p className="form__error" role="alert">
            {errors.lines}
          </p>
        )}
        <Textarea label="Reason" name="reason" value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} hint="For example: 5 drives arrived dead." disabled={busy} rows={3} />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Request return
          </Button>
        </div>
      </form>
    </Modal>
  )
}
