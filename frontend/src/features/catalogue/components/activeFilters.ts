import type { Category } from '@/lib/types'
import { toggleAttribute, type ProductFilters } from '../hooks/useProductFilters'
import { findCategory, humanize } from './categoryTree'

export interface ActiveFilter {
  label: string
  /** the change that removes it */
  removal: Partial<ProductFilters>
}

/** Each filter in force, in words, with the change that takes it off. */
export function activeFilters(filters: ProductFilters, categories: Category[]): ActiveFilter[] {
  const out: ActiveFilter[] = []
  if (filters.q) out.push({ label: `search “${filters.q}”`, removal: { q: '' } })
  const category = findCategory(categories, filters.category)
  if (filters.category) out.push({ label: `category ${category?.name ?? filters.category}`, removal: { category: '' } })
  for (const [key, values] of Object.entries(filters.attributes)) {
    const label = category?.attributes.find((a) => a.key === key)?.label ?? humanize(key)
    for (const value of values) {
      out.push({ label: `${label}: ${value}`, removal: { attributes: toggleAttribute(filters.attributes, key, value) } })
    }
  }
  if (filters.brand) out.push({ label: `brand ${filters.brand}`, removal: { brand: '' } })
  if (filters.minPrice || filters.maxPrice) out.push({ label: priceLabel(filters), removal: { minPrice: '', maxPrice: '' } })
  if (filters.inStock) out.push({ label: 'in stock only', removal: { inStock: false } })
  return out
}

function priceLabel({ minPrice, maxPrice }: ProductFilters): string {
  if (minPrice && maxPrice) return `price $${minPrice} to $${maxPrice}`
  return minPrice ? `price from $${minPrice}` : `price up to $${maxPrice}`
}
