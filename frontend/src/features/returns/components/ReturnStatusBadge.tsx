import { Badge, type BadgeTone } from '@/components/ui/Badge'
import type { ReturnStatus } from '@/lib/types'

const TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'info',
  approved: 'warning',
  received: 'teal',
  refunded: 'success',
  rejected: 'danger',
}

const LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  refunded: 'Refunded',
  rejected: 'Rejected',
}

export const RETURN_STATUSES = Object.keys(LABELS) as ReturnStatus[]

/** "approved" → "Approved"; an unknown status shows as it came. */
export function returnStatusLabel(status: ReturnStatus): string {
  return LABELS[status] ?? status
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{returnStatusLabel(status)}</Badge>
}
