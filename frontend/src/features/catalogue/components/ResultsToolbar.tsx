import { Input, Select } from '@/components/ui/Input'
import type { Category, ProductSort } from '@/lib/types'
import { useDebouncedInput } from '../hooks/useDebouncedInput'
import { sortOf, type ProductFilters } from '../hooks/useProductFilters'

interface ResultsToolbarProps {
  filters: ProductFilters
  category?: Category
  onChange: (changes: Partial<ProductFilters>) => void
}

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name: A to Z',
}

/** The search (inside whatever is filtered) and the sort, above the results. */
export function ResultsToolbar({ filters, category, onChange }: ResultsToolbarProps) {
  const [q, setQ] = useDebouncedInput(filters.q, (q) => onChange({ q }))
  // relevance ranks a search; without one there is nothing to rank by
  const sorts = (Object.keys(SORT_LABELS) as ProductSort[]).filter((sort) => sort !== 'relevance' || q.trim())
  return (
    <div className="results-toolbar" role="search" aria-label="Product search">
      <Input
        label={category ? `Search in ${category.name}` : 'Search products'}
        type="search"
        name="q"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onChange({ q: q.trim() })}
        placeholder="Name, brand or part number"
        fieldClassName="results-toolbar__search"
      />
      <Select label="Sort by" name="sort" value={sortOf({ q: q.trim(), sort: filters.sort })} onChange={(e) => onChange({ sort: e.target.value as ProductSort })}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  )
}
