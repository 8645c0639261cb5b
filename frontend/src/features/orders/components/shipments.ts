import type { Booking } from '@/lib/types'

export type Shipment = Booking['shipments'][number]

/** How many pieces of each line are reserved and not shipped yet (backordered pieces wait for stock). */
export function readyToShip(booking: Booking): Record<string, number> {
  const ready: Record<string, number> = {}
  for (const line of booking.lines) ready[line.productId] = (ready[line.productId] ?? 0) + line.quantity - line.backorderedQuantity
  for (const shipment of booking.shipments) {
    for (const line of shipment.lines) ready[line.productId] = (ready[line.productId] ?? 0) - line.quantity
  }
  return ready
}

/** Whether the order desk can ship some of the order now. */
export function canShip(booking: Booking): boolean {
  return (booking.status === 'paid' || booking.status === 'partially_shipped') && Object.values(readyToShip(booking)).some((n) => n > 0)
}
