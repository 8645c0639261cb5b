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

/** Whether the order may ship at all, as the server's domain `Booking.CanShip` says: a paid order (partly
 * shipped or partly refunded too), or one on invoice terms once invoiced, paid or not. */
export function mayShip(booking: Booking): boolean {
  switch (booking.status) {
    case 'paid':
    case 'partially_shipped':
    case 'partially_refunded':
      return true
    case 'unpaid':
      return booking.paymentMethod === 'invoice' && booking.invoiceNumber !== ''
    default:
      return false
  }
}

/** Whether the order desk can ship some of the order now: it may ship and has pieces ready. */
export function canShip(booking: Booking): boolean {
  return mayShip(booking) && Object.values(readyToShip(booking)).some((n) => n > 0)
}
