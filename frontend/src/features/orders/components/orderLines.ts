import type { Booking, BookingLine } from '@/lib/types'

/** Orders placed before orders had lines are shown as their one line. */
export function linesOf(booking: Booking): BookingLine[] {
  if (booking.lines?.length) return booking.lines
  const { productId, productName, quantity, unitPriceCents, totalPriceCents } = booking
  return [{ productId, sku: '', productName, quantity, unitPriceCents, lineTotalCents: totalPriceCents, allocations: [], backorderedQuantity: 0 }]
}
