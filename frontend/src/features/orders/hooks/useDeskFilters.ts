import { BOOKING_STATUSES } from '@/lib/bookingStatus'
import type { BookingStatus } from '@/lib/types'
import { useUrlFilters } from '@/lib/useUrlFilters'
import type { DeskQuery } from '../api/ordersApi'

const NAMES = ['status', 'q', 'from', 'to'] as const
const DAY = /^\d{4}-\d{2}-\d{2}$/

function asStatus(value: string): BookingStatus | '' {
  return BOOKING_STATUSES.includes(value as BookingStatus) ? (value as BookingStatus) : ''
}

function asDay(value: string): string {
  return DAY.test(value) ? value : ''
}

/** The order desk's filters and page, in the URL; a hand-edited URL with bad values reads as no filter. */
export function useDeskFilters() {
  const url = useUrlFilters(NAMES)
  const query: DeskQuery = { status: asStatus(url.filters.status), q: url.filters.q, from: asDay(url.filters.from), to: asDay(url.filters.to) }
  const rangeError = query.from && query.to && query.from > query.to ? 'The end date is before the start date.' : undefined
  return { ...url, query, rangeError }
}
