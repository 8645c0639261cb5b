import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { SearchBox } from '@/components/ui/SearchBox'
import { StatusSelect } from '@/components/ui/StatusSelect'
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
      <StatusSelect value={query.status} onChange={(status) => onChange({ status })} />
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
