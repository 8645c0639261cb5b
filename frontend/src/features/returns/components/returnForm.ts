import type { Booking, PiecesOf } from '@/lib/types'
import { formatCount } from '@/lib/money'

/** A line the buyer may send pieces back from: its name and how many of its pieces can still go back. */
export interface ReturnableLine {
  productId: string
  productName: string
  sku: string
  returnable: number
}

export function returnableLinesOf(booking: Booking): ReturnableLine[] {
  const named = new Map(booking.lines.map((l) => [l.productId, l]))
  return booking.returnableLines
    .filter((l) => l.quantity > 0)
    .map((l) => ({ productId: l.productId, productName: named.get(l.productId)?.productName ?? l.productId, sku: named.get(l.productId)?.sku ?? '', returnable: l.quantity }))
}

export type ReturnFormErrors = Record<string, string>

/**
 * The pieces chosen per line, checked as the server checks them: whole numbers from 0 up to what
 * can still be returned, at least one piece, and a reason. Errors are keyed as the server keys
 * them (`lines.{productId}`, `lines`, `reason`).
 */
export function checkReturn(lines: ReturnableLine[], pieces: Record<string, string>, reason: string): { chosen: PiecesOf[]; errors: ReturnFormErrors } {
  const errors: ReturnFormErrors = {}
  const chosen: PiecesOf[] = []
  for (const line of lines) {
    const raw = (pieces[line.productId] ?? '').trim()
    const quantity = raw === '' ? 0 : Number(raw)
    if (!Number.isInteger(quantity) || quantity < 0) errors[`lines.${line.productId}`] = 'Enter a whole number of pieces'
    else if (quantity > line.returnable) errors[`lines.${line.productId}`] = `At most ${formatCount(line.returnable)} can be returned`
    else if (quantity > 0) chosen.push({ productId: line.productId, quantity })
  }
  if (chosen.length === 0 && Object.keys(errors).length === 0) errors.lines = 'Choose at least one piece to return'
  if (!reason.trim()) errors.reason = 'Reason is Required'
  return { chosen, errors }
}
