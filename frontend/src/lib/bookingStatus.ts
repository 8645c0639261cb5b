import type { BookingStatus } from './types'

const LABELS: Record<BookingStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partially_shipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  expired: 'Expired',
  refunding: 'Refunding',
  pending_approval: 'Awaiting approval',
  rejected: 'Rejected',
}

export const BOOKING_STATUSES = Object.keys(LABELS) as BookingStatus[]

/** "unpaid" → "Unpaid"; an unknown status shows as it came. */
export function statusLabel(status: BookingStatus): string {
  return LABELS[status] ?? status
}
