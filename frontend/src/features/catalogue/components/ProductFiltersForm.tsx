import { Button } from '@/components/ui/Button'
import { Input, Select } from '@/components/ui/Input'
import { formatCount, dollarsToCents } from '@/lib/money'
import type { Category, FacetCount } from '@/lib/types'
import { useDebouncedInput } from '../hooks/useDebouncedInput'
import { toggleAttribute, type ProductFilters } from '../hooks/useProductFilters'
import { AttributeFilters } from './AttributeFilters'
import { CategoryNav } from './CategoryNav'

interface ProductFiltersFormProps {
  filters: ProductFilters
  categories: Category[]
  categoryCounts: Map<string, number>
  /** the selected category, when it is one the shop has */
  category?: Category
  brands: FacetCount[]
  attributeFacets: Record<string, FacetCount[]>
  onChange: (changes: Partial<ProductFilters>) => void
  onClear: () => void
  linkTo: (changes: Partial<ProductFilters>) => string
  /** how many products the filters find, once known: the phone's "Show N results" button says it */
  resultCount?: number
  /** closes the folded-out filters on a phone, back to the results */
  onDone?: () => void
}

const PRICE_HINT = 'Enter dollars, e.g. 120 or 99.50'
const isPrice = (text: string) => !text || dollarsToCents(text) !== null

/**
 * The side filters: every choice applies at once, typed prices once typing pauses. "In stock
 * only" and "Clear filters" come first and the choices scroll inside a panel no taller than the
 * window, so both stay in sight; on a phone "Show N results" ends the panel and goes back to the
 * results.
 */
export function ProductFiltersForm(props: ProductFiltersFormProps) {
  const { filters, categories, category, brands, attributeFacets, onChange, onClear, linkTo, resultCount, onDone } = props
  const [minPrice, setMinPrice] = useDebouncedInput(filters.minPrice, (minPrice) => onChange({ minPrice }), isPrice)
  const [maxPrice, setMaxPrice] = useDebouncedInput(filters.maxPrice, (maxPrice) => onChange({ maxPrice }), isPrice)

  return (
    <form className="filters" aria-label="Filter products" onSubmit={(e) => e.preventDefault()} noValidate>
      <div className="filters__actions">
        <label className="check">
          <input type="checkbox" name="inStock" checked={filters.inStock} onChange={(e) => onChange({ inStock: e.target.checked })} />
          <span>In stock only</span>
        </label>
        <Button variant="secondary" className="filters__clear" onClick={onClear}>
          Clear filters
        </Button>
      </div>
      <div className="filters__choices">
        <CategoryNav categories={categories} counts={props.categoryCounts} selected={filters.category} linkTo={(slug) => linkTo({ category: slug })} />
        {category && (
          <AttributeFilters
            attributes={category.attributes}
            facets={attributeFacets}
            selected={filters.attributes}
            onToggle={(key, value) => onChange({ attributes: toggleAttribute(filters.attributes, key, value) })}
          />
        )}
        <Select label="Brand" name="brand" value={filters.brand} onChange={(e) => onChange({ brand: e.target.value })}>
          <option value="">All brands</option>
          {withSelectedBrand(brands, filters.brand).map((b) => (
            <option key={b.value} value={b.value}>
              {b.value} ({formatCount(b.count)})
            </option>
          ))}
        </Select>
        <fieldset className="filters__price">
          <legend className="filters__heading">Price per piece (USD)</legend>
          <Input label="Min $" name="minPrice" inputMode="decimal" value={minPrice} onChange={(e) => setMinPrice(e.target.value)} error={isPrice(minPrice.trim()) ? undefined : PRICE_HINT} />
          <Input label="Max $" name="maxPrice" inputMode="decimal" value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} error={isPrice(maxPrice.trim()) ? undefined : PRICE_HINT} />
        </fieldset>
      </div>
      {onDone && (
        <div className="filters__footer">
          <Button className="filters__done" onClick={onDone} aria-live="polite">
            {resultCount === undefined ? 'Show results' : `Show ${formatCount(resultCount)} ${resultCount === 1 ? 'result' : 'results'}`}
          </Button>
        </div>
      )}
    </form>
  )
}

function withSelectedBrand(brands: FacetCount[], selected: string): FacetCount[] {
  if (!selected || brands.some((b) => b.value === selected)) return brands
  return [...brands, { value: selected, count: 0 }]
}
