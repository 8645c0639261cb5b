import { Button } from '@/components/ui/Button'
import { Input, Select } from '@/components/ui/Input'
import { SearchBox } from '@/components/ui/SearchBox'
import { BOOKING_STATUSES, statusLabel } from '@/lib/bookingStatus'
import type { DeskQuery } from '../api/ordersApi'

interface DeskFiltersProps {
  query: DeskQuery
  rangeError?: string
  isFiltered: boolean
  onChange: (changes: Partial<DeskQuery>) => void
  onClear: () => void
}

/** The order desk's search, status and date range; every change applies at once. */
export function DeskFilters({ query, rangeError, isFiltered, onChange, onClear }: DeskFiltersProps) {
  return (
    <div className="list-filters">
      <SearchBox label="Search orders" value={query.q} onSearch={(q) => onChange({ q })} placeholder="Buyer email, PO number, order reference or product" />
      <Select label="Status" value={query.status} onChange={(e) => onChange({ status: e.target.value as DeskQuery['status'] })}>
        <option value="">All statuses</option>
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </Select>
      <Input label="From" type="date" name="from" value={query.from} max={query.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      <Input label="To" type="date" name="to" value={query.to} min={query.from || undefined} onChange={(e) => onChange({ to: e.target.value })} error={rangeError} />
      {isFiltered && (
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
