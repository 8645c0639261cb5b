import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Textarea } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { toApiError } from '@/lib/api'
import { limits } from '@/lib/limits.gen'
import { formatCents } from '@/lib/money'
import type { Booking } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { approveOrder, rejectOrder } from '../api/companyOrdersApi'
import { keepBooking } from '../api/ordersApi'

export const REASON_REQUIRED = 'Give a reason: the buyer reads it in the mail we send'
const MAX_REASON = limits.RejectRequest.reason.maxLength

interface ApprovalActionsProps {
  booking: Booking
  /** the signed-in approver placed this order: someone else approves it */
  own: boolean
  onDecided?: (booking: Booking) => void
}

/** Approve, or reject with a reason, an order that waits for approval; never one's own. */
export function ApprovalActions({ booking, own, onDecided }: ApprovalActionsProps) {
  const [approving, setApproving] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  if (booking.status !== 'pending_approval') return null
  if (own) return <p className="muted approval__own">You placed this order: another admin or approver of your company approves it.</p>

  function decided(changed: Booking, message: string) {
    keepBooking(changed)
    toast.success(message)
    onDecided?.(changed)
  }

  async function approve() {
    setApproving(true)
    try {
      const approved = await approveOrder(booking.id)
      decided(approved, approvedMessage(approved))
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setApproving(false)
    }
  }

  const label = `order ${booking.reference} of ${formatCents(booking.totalPriceCents)}`
  return (
    <div className="approval__actions">
      <Button onClick={() => void approve()} loading={approving} aria-label={`Approve ${label}`}>
        Approve
      </Button>
      <Button variant="danger" onClick={() => setRejecting(true)} disabled={approving} aria-label={`Reject ${label}`}>
        Reject
      </Button>
      {rejecting && (
        <RejectDialog
          booking={booking}
          onClose={() => setRejecting(false)}
          onRejected={(rejected) => {
            setRejecting(false)
            decided(rejected, `Order ${rejected.reference} rejected; its stock is back on sale and the buyer is told why.`)
          }}
        />
      )}
    </div>
  )
}

export function approvedMessage(booking: Booking): string {
  if (booking.paymentMethod === 'invoice' && booking.invoiceNumber) return `Order ${booking.reference} approved: invoice ${booking.invoiceNumber} issued.`
  return `Order ${booking.reference} approved. It can be paid now.`
}

function RejectDialog({ booking, onClose, onRejected }: { booking: Booking; onClose: () => void; onRejected: (booking: Booking) => void }) {
  const [reason, setReason] = useState('')
  const { errors, setErrors, busy, run } = useSubmit<'reason'>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const text = reason.trim()
    if (!text) return setErrors({ reason: REASON_REQUIRED })
    await run(async () => onRejected(await rejectOrder(booking.id, text)))
  }

  return (
    <Modal title={`Reject order ${booking.reference}`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label="Reject the order">
        <Textarea label="Reason" name="reason" rows={3} maxLength={MAX_REASON} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} hint="The buyer gets it by mail, and it is kept in the order's history." required data-autofocus />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep waiting
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            Reject order
          </Button>
        </div>
      </form>
    </Modal>
  )
}
