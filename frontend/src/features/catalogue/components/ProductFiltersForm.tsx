import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { Input, Select } from '@/components/ui/Input'
import { dollarsToCents } from '@/lib/money'
import type { BrandCount, ProductSort } from '@/lib/types'
import type { ProductFilters } from '../hooks/useProductFilters'
import { useSyncedState } from '@/lib/useSyncedState'

interface ProductFiltersFormProps {
  filters: ProductFilters
  brands: BrandCount[]
  onChange: (changes: Partial<ProductFilters>) => void
  onClear: () => void
}

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name: A to Z',
}

const PRICE_HINT = 'Enter dollars, e.g. 120 or 99.50'

export function ProductFiltersForm({ filters, brands, onChange, onClear }: ProductFiltersFormProps) {
  const [q, setQ] = useSyncedState(filters.q)
  const [minPrice, setMinPrice] = useSyncedState(filters.minPrice)
  const [maxPrice, setMaxPrice] = useSyncedState(filters.maxPrice)
  const [submitted, setSubmitted] = useState(false)

  const minError = minPrice && dollarsToCents(minPrice) === null ? PRICE_HINT : undefined
  const maxError = maxPrice && dollarsToCents(maxPrice) === null ? PRICE_HINT : undefined

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (minError || maxError) return
    onChange({ q: q.trim(), minPrice: minPrice.trim(), maxPrice: maxPrice.trim() })
  }

  return (
    <form className="filters" role="search" aria-label="Filter products" onSubmit={onSubmit} noValidate>
      <Input label="Search products" type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name, brand or part" />
      <Select label="Brand" name="brand" value={filters.brand} onChange={(e) => onChange({ brand: e.target.value })}>
        <option value="">All brands</option>
        {brands.map((b) => (
          <option key={b.brand} value={b.brand}>
            {b.brand} ({b.count})
          </option>
        ))}
      </Select>
      <fieldset className="filters__price">
        <legend>Price per piece (USD)</legend>
        <Input label="Min $" name="minPrice" inputMode="decimal" value={minPrice} onChange={(e) => setMinPrice(e.target.value)} error={submitted ? minError : undefined} />
        <Input label="Max $" name="maxPrice" inputMode="decimal" value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} error={submitted ? maxError : undefined} />
      </fieldset>
      <label className="check">
        <input type="checkbox" name="inStock" checked={filters.inStock} onChange={(e) => onChange({ inStock: e.target.checked })} />
        <span>In stock only</span>
      </label>
      <Select label="Sort by" name="sort" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as ProductSort })}>
        {(Object.keys(SORT_LABELS) as ProductSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
      <div className="filters__actions">
        <Button type="submit">Apply</Button>
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </form>
  )
}
