import { countOf, formatCount } from '@/lib/money'
import type { Booking, BookingLine } from '@/lib/types'

/** Orders placed before orders had lines are shown as their one line. */
export function linesOf(booking: Booking): BookingLine[] {
  if (booking.lines?.length) return booking.lines
  const { productId, productName, quantity, unitPriceCents, totalPriceCents } = booking
  return [{ productId, sku: '', productName, quantity, unitPriceCents, lineTotalCents: totalPriceCents, allocations: [], backorderedQuantity: 0 }]
}

/**
 * How much an order holds, without adding up pieces of different products as if they were one:
 * "500 pcs" for one line, "3 lines · 1,750 pcs" for several.
 */
export function linesSummary(booking: Booking): string {
  const lines = linesOf(booking)
  const pieces = `${piecesOf(lines)} pcs`
  return lines.length === 1 ? pieces : `${countOf(lines.length, 'line')} · ${pieces}`
}

/** The order's name in a list: its first line's product. */
export function orderTitle(booking: Booking): string {
  return linesOf(booking)[0].productName
}

/** What the order is, for a sentence: "500 × Samsung 990 PRO", or "Samsung 990 PRO and 2 more lines, 1,750 pcs in all". */
export function orderContents(booking: Booking): string {
  const lines = linesOf(booking)
  if (lines.length === 1) return `${formatCount(lines[0].quantity)} × ${lines[0].productName}`
  return `${lines[0].productName} and ${countOf(lines.length - 1, 'more line')}, ${piecesOf(lines)} pcs in all`
}

const piecesOf = (lines: BookingLine[]) => formatCount(lines.reduce((sum, line) => sum + line.quantity, 0))
