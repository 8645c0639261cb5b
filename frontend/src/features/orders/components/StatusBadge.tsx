import { Badge, type BadgeTone } from '@/components/ui/Badge'
import type { BookingStatus } from '@/lib/types'

const TONES: Record<BookingStatus, BadgeTone> = {
  unpaid: 'neutral',
  paid: 'success',
  shipped: 'info',
  delivered: 'teal',
  cancelled: 'danger',
  refunded: 'danger',
  expired: 'neutral',
  refunding: 'warning',
}

const LABELS: Record<BookingStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
  refunding: 'Refunding',
}

export const BOOKING_STATUSES = Object.keys(LABELS) as BookingStatus[]

export function statusLabel(status: BookingStatus): string {
  return LABELS[status] ?? status
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>
}
