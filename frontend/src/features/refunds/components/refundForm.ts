import { dollarsToCents, formatCents, formatCount } from '@/lib/money'
import type { Booking, PiecesOf, RefundInput } from '@/lib/types'

export type RefundMode = 'lines' | 'amount'

/** An order line and how many of its pieces have not been refunded by lines yet. */
export interface RefundableLine {
  productId: string
  productName: string
  unitPriceCents: number
  left: number
}

export function refundableLinesOf(booking: Booking): RefundableLine[] {
  const refunded = new Map<string, number>()
  for (const refund of booking.refunds) {
    for (const line of refund.lines) refunded.set(line.productId, (refunded.get(line.productId) ?? 0) + line.quantity)
  }
  return booking.lines
    .map((l) => ({ productId: l.productId, productName: l.productName, unitPriceCents: l.unitPriceCents, left: l.quantity - (refunded.get(l.productId) ?? 0) }))
    .filter((l) => l.left > 0)
}

export interface RefundDraft {
  mode: RefundMode
  pieces: Record<string, string>
  amount: string
  reason: string
}

/**
 * The refund as the server takes it, or the fields' errors (keyed as the server keys them:
 * `lines.{productId}`, `lines`, `amountCents`, `reason`). The server prices the lines and caps
 * the total; this only stops what it would refuse anyway.
 */
export function checkRefund(booking: Booking, lines: RefundableLine[], draft: RefundDraft): { input?: RefundInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const reason = draft.reason.trim()
  if (!reason) errors.reason = 'Reason is Required'
  if (draft.mode === 'amount') {
    const cents = dollarsToCents(draft.amount)
    if (cents === null || cents <= 0) errors.amountCents = 'Enter an amount in dollars, like 125.50'
    else if (cents > booking.refundableCents) errors.amountCents = `At most ${formatCents(booking.refundableCents)} is left to refund`
    return Object.keys(errors).length ? { errors } : { input: { amountCents: cents ?? 0, reason }, errors }
  }
  const chosen: PiecesOf[] = []
  for (const line of lines) {
    const raw = (draft.pieces[line.productId] ?? '').trim()
    const quantity = raw === '' ? 0 : Number(raw)
    if (!Number.isInteger(quantity) || quantity < 0) errors[`lines.${line.productId}`] = 'Enter a whole number of pieces'
    else if (quantity > line.left) errors[`lines.${line.productId}`] = `At most ${formatCount(line.left)} can be refunded`
    else if (quantity > 0) chosen.push({ productId: line.productId, quantity })
  }
  if (chosen.length === 0 && !Object.keys(errors).some((k) => k.startsWith('lines.'))) errors.lines = 'Choose at least one piece to refund'
  return Object.keys(errors).length ? { errors } : { input: { lines: chosen, reason }, errors }
}
