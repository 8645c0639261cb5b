import type { ProductFilters } from '../hooks/useProductFilters'
import type { ActiveFilter } from './activeFilters'

interface ActiveFiltersProps {
  filters: ActiveFilter[]
  onChange: (changes: Partial<ProductFilters>) => void
  label: string
}

/** One button per filter in force, each taking that filter off. */
export function ActiveFilters({ filters, onChange, label }: ActiveFiltersProps) {
  if (filters.length === 0) return null
  return (
    <ul className="active-filters" aria-label={label}>
      {filters.map((filter) => (
        <li key={filter.label}>
          <button type="button" className="active-filters__chip" aria-label={`Remove ${filter.label}`} onClick={() => onChange(filter.removal)}>
            {filter.label}
            <span aria-hidden="true"> ×</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
