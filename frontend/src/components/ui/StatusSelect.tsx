import { BOOKING_STATUSES, statusLabel } from '@/lib/bookingStatus'
import type { BookingStatus } from '@/lib/types'
import { Select } from './Input'

/** An order list's status filter; "" is every status. */
export function StatusSelect({ value, onChange }: { value: BookingStatus | ''; onChange: (status: BookingStatus | '') => void }) {
  return (
    <Select label="Status" value={value} onChange={(e) => onChange(e.target.value as BookingStatus | '')}>
      <option value="">All statuses</option>
      {BOOKING_STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabel(s)}
        </option>
      ))}
    </Select>
  )
}
