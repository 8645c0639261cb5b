import { Badge, type BadgeTone } from './Badge'
import { statusLabel } from '@/lib/bookingStatus'
import type { BookingStatus } from '@/lib/types'

const TONES: Record<BookingStatus, BadgeTone> = {
  unpaid: 'neutral',
  paid: 'success',
  partially_shipped: 'info',
  shipped: 'info',
  delivered: 'teal',
  cancelled: 'danger',
  partially_refunded: 'warning',
  refunded: 'danger',
  expired: 'neutral',
  refunding: 'warning',
  pending_approval: 'warning',
  rejected: 'danger',
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>
}
