import { formatCount } from '@/lib/money'
import type { CategoryAttribute, FacetCount } from '@/lib/types'

interface AttributeFiltersProps {
  /** the selected category's filters, in its order */
  attributes: CategoryAttribute[]
  facets: Record<string, FacetCount[]>
  selected: Record<string, string[]>
  onToggle: (key: string, value: string) => void
}

/** The values of each spec with how many products have it; ticked values of one spec are alternatives. */
export function AttributeFilters({ attributes, facets, selected, onToggle }: AttributeFiltersProps) {
  return (
    <>
      {attributes.map(({ key, label }) => {
        const values = withSelected(facets[key] ?? [], selected[key] ?? [])
        if (values.length === 0) return null
        return (
          <fieldset key={key} className="filters__group">
            <legend className="filters__heading">{label}</legend>
            {values.map(({ value, count }) => (
              <label key={value} className="check">
                <input type="checkbox" checked={(selected[key] ?? []).includes(value)} onChange={() => onToggle(key, value)} />
                <span>
                  {value} <span className="muted num">({formatCount(count)})</span>
                </span>
              </label>
            ))}
          </fieldset>
        )
      })}
    </>
  )
}

/** A ticked value stays listed (to untick it) even when nothing under the other filters has it. */
function withSelected(counts: FacetCount[], selected: string[]): FacetCount[] {
  const missing = selected.filter((value) => !counts.some((c) => c.value === value)).map((value) => ({ value, count: 0 }))
  return [...counts, ...missing]
}
