import { useState } from 'react'
import type { Booking } from '@/lib/types'

/** Keeps bookings changed by an action (cancel, ship…) so the list updates without a reload. */
export function useBookingUpdates() {
  const [updated, setUpdated] = useState<Record<string, Booking>>({})
  return {
    merge: (items: Booking[]) => items.map((b) => updated[b.id] ?? b),
    update: (booking: Booking) => setUpdated((u) => ({ ...u, [booking.id]: booking })),
  }
}
