import { Badge, type BadgeTone } from '@/components/ui/Badge'
import type { QuoteStatus } from '@/lib/types'

const TONES: Record<QuoteStatus, BadgeTone> = {
  requested: 'info',
  offered: 'warning',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
}

const LABELS: Record<QuoteStatus, string> = {
  requested: 'Requested',
  offered: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
}

export const QUOTE_STATUSES = Object.keys(LABELS) as QuoteStatus[]

export function quoteStatusLabel(status: QuoteStatus): string {
  return LABELS[status] ?? status
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{quoteStatusLabel(status)}</Badge>
}
