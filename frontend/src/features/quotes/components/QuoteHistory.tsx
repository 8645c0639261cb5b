import { StatusHistory } from '@/components/ui/StatusHistory'
import type { QuoteEvent } from '@/lib/types'
import { QuoteStatusBadge } from './QuoteStatusBadge'

/** Every status the quote went through, when, and who moved it. */
export function QuoteHistory({ events }: { events: QuoteEvent[] }) {
  return <StatusHistory label="Quote history" events={events} badge={(status) => <QuoteStatusBadge status={status} />} />
}
