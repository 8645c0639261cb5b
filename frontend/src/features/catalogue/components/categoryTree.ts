import type { Category, ProductFacets } from '@/lib/types'

export interface CategoryNode {
  category: Category
  children: Category[]
}

const byPosition = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name)

/** The two-level tree: top-level categories by position, each with its children by position. */
export function categoryTree(categories: Category[]): CategoryNode[] {
  return categories
    .filter((c) => !c.parent)
    .sort(byPosition)
    .map((category) => ({ category, children: categories.filter((c) => c.parent === category.slug).sort(byPosition) }))
}

/**
 * The categories a buyer can browse: those with products in the catalogue (a parent counts its
 * children's), and the one chosen, which a shared link may name however empty it is.
 */
export function stockedCategories(categories: Category[], selected = ''): Category[] {
  return categories.filter((c) => c.count > 0 || c.slug === selected)
}

/**
 * How many products each category holds, its children's included (the server rolls them up):
 * from the facets of the current search when there are some, so counts follow the other
 * filters, else the catalogue's.
 */
export function categoryCounts(categories: Category[], facets?: ProductFacets): Map<string, number> {
  if (!facets) return new Map(categories.map((c) => [c.slug, c.count]))
  return new Map(facets.categories.map((f) => [f.value, f.count]))
}

export function findCategory(categories: Category[], slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug)
}

/** A product's specs for a table: the category's declared ones in order with their labels, then the rest by name. */
export function specRows(attributes: Record<string, string> = {}, category?: Category): { key: string; label: string; value: string }[] {
  const declared = category?.attributes ?? []
  const rows = declared.filter((a) => attributes[a.key]).map((a) => ({ key: a.key, label: a.label, value: attributes[a.key] }))
  const others = Object.keys(attributes)
    .filter((key) => !declared.some((a) => a.key === key))
    .sort()
    .map((key) => ({ key, label: humanize(key), value: attributes[key] }))
  return [...rows, ...others]
}

/** "form_factor" → "Form factor" */
export function humanize(key: string): string {
  const words = key.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
