import { StatusHistory } from '@/components/ui/StatusHistory'
import type { BookingEvent } from '@/lib/types'
import { StatusBadge } from '@/components/ui/StatusBadge'

/** Every status the order went through, when, and who moved it (as the server names them). */
export function OrderHistory({ events }: { events: BookingEvent[] }) {
  return <StatusHistory label="Status history" events={events} badge={(status) => <StatusBadge status={status} />} />
}
