import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { Price } from '@/components/ui/Price'
import { formatCents, formatCount } from '@/lib/money'
import type { Booking } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { useRefundBooking } from '../api/refundsApi'
import '../refunds.css'
import { checkRefund, refundableLinesOf, type RefundDraft, type RefundMode } from './refundForm'

interface RefundDialogProps {
  booking: Booking
  onClose: () => void
}

const MODES: { mode: RefundMode; label: string }[] = [
  { mode: 'lines', label: 'By lines' },
  { mode: 'amount', label: 'By amount' },
]

/**
 * The order desk refunds part of an order: pieces of its lines (at the prices paid, with their
 * tax) or an amount, with a reason. Each refund gets its own credit note.
 */
export function RefundDialog({ booking, onClose }: RefundDialogProps) {
  const lines = refundableLinesOf(booking)
  const [draft, setDraft] = useState<RefundDraft>(() => ({ mode: lines.length ? 'lines' : 'amount', pieces: {}, amount: '', reason: '' }))
  const { errors, setErrors, busy, run } = useSubmit<string>()
  const refund = useRefundBooking(booking.id)
  const change = (patch: Partial<RefundDraft>) => setDraft((d) => ({ ...d, ...patch }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkRefund(booking, lines, draft)
    if (!checked.input) return setErrors(checked.errors)
    const input = checked.input
    let done = ''
    const ok = await run(async () => {
      const answer = await refund.mutateAsync(input)
      done = answer.creditNoteNumber ? `Refunded ${formatCents(answer.amountCents)}; credit note ${answer.creditNoteNumber} issued` : `Refund of ${formatCents(answer.amountCents)} started`
    })
    if (ok) {
      toast.success(done)
      onClose()
    }
  }

  return (
    <Modal title="Refund" onClose={onClose} size="lg">
      <form className="form" onSubmit={submit} noValidate aria-label="Refund">
        <p className="modal__body">
          Left to refund on order {booking.reference}: <Price cents={booking.refundableCents} /> (of <Price cents={booking.totalPriceCents} />). A card payment is refunded at the gateway; an invoice gets a credit note.
        </p>
        <fieldset className="refund-dialog__modes">
          <legend className="field__label">Refund</legend>
          {MODES.map((m) => (
            <label key={m.mode} className="check">
              <input type="radio" name="refundMode" value={m.mode} checked={draft.mode === m.mode} onChange={() => change({ mode: m.mode })} disabled={busy || (m.mode === 'lines' && lines.length === 0)} /> {m.label}
            </label>
          ))}
        </fieldset>
        {draft.mode === 'lines' &&
          lines.map((l) => (
            <Input
              key={l.productId}
              label={`${l.productName}: pieces to refund`}
              name={`refund-${l.productId}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={l.left}
              value={draft.pieces[l.productId] ?? ''}
              onChange={(e) => change({ pieces: { ...draft.pieces, [l.productId]: e.target.value } })}
              error={errors[`lines.${l.productId}`]}
              hint={`Up to ${formatCount(l.left)} at ${formatCents(l.unitPriceCents)} each, plus tax`}
              disabled={busy}
            />
          ))}
        {draft.mode === 'lines' && errors.lines && (
          <p className="form__error" role="alert">
            {errors.lines}
          </p>
        )}
        {draft.mode === 'amount' && (
          <Input label="Amount ($)" name="amountCents" inputMode="decimal" value={draft.amount} onChange={(e) => change({ amount: e.target.value })} error={errors.amountCents} hint={`Up to ${formatCents(booking.refundableCents)}, tax included`} disabled={busy} />
        )}
        <Textarea label="Reason" name="reason" value={draft.reason} onChange={(e) => change({ reason: e.target.value })} error={errors.reason} hint="Shown on the credit note and in the buyer’s mail." disabled={busy} rows={2} />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Refund
          </Button>
        </div>
      </form>
    </Modal>
  )
}
