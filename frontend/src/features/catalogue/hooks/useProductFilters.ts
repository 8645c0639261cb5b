import { useLayoutEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { PRODUCTS_PAGE_SIZE } from '@/config/constants'
import { dollarsToCents } from '@/lib/money'
import type { ProductQuery, ProductSort } from '@/lib/types'

export interface ProductFilters {
  q: string
  brand: string
  /** a category slug; a parent includes its children */
  category: string
  /** attribute key → the values a buyer ticked (any of them matches) */
  attributes: Record<string, string[]>
  /** dollars, as typed */
  minPrice: string
  maxPrice: string
  inStock: boolean
  /** the sort the buyer chose; '' is the default for the query (see sortOf) */
  sort: ProductSort | ''
  page: number
}

const SORTS: ProductSort[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'name']
const ATTR_PREFIX = 'attr.'
const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,39}$/

/** With a search, the best matches come first; without one, the newest products. */
export function defaultSort(q: string): ProductSort {
  return q ? 'relevance' : 'newest'
}

/** The sort in force: relevance only means something with a search. */
export function sortOf(filters: Pick<ProductFilters, 'q' | 'sort'>): ProductSort {
  if (!filters.sort || (filters.sort === 'relevance' && !filters.q)) return defaultSort(filters.q)
  return filters.sort
}

export const NO_FILTERS: ProductFilters = { q: '', brand: '', category: '', attributes: {}, minPrice: '', maxPrice: '', inStock: false, sort: '', page: 1 }

export function readFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort') as ProductSort | null
  const page = Number(params.get('page'))
  return {
    q: params.get('q') ?? '',
    brand: params.get('brand') ?? '',
    category: params.get('category') ?? '',
    attributes: readAttributes(params),
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    inStock: params.get('inStock') === 'true',
    sort: sort && SORTS.includes(sort) ? sort : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

function readAttributes(params: URLSearchParams): Record<string, string[]> {
  const attributes: Record<string, string[]> = {}
  for (const [name, value] of params) {
    const key = name.slice(ATTR_PREFIX.length)
    if (!name.startsWith(ATTR_PREFIX) || !ATTRIBUTE_KEY.test(key) || !value) continue
    const values = (attributes[key] ??= [])
    if (!values.includes(value)) values.push(value)
  }
  return attributes
}

/** The URL keeps dollars (readable links); the API takes cents. */
export function toProductQuery(filters: ProductFilters): ProductQuery {
  return {
    q: filters.q || undefined,
    brand: filters.brand || undefined,
    category: filters.category || undefined,
    attributes: filters.attributes,
    minPriceCents: dollarsToCents(filters.minPrice) ?? undefined,
    maxPriceCents: dollarsToCents(filters.maxPrice) ?? undefined,
    inStock: filters.inStock || undefined,
    sort: sortOf(filters),
    page: filters.page,
    limit: PRODUCTS_PAGE_SIZE,
  }
}

export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.category) params.set('category', filters.category)
  for (const [key, values] of Object.entries(filters.attributes)) {
    for (const value of values) params.append(`${ATTR_PREFIX}${key}`, value)
  }
  if (filters.brand) params.set('brand', filters.brand)
  if (filters.minPrice) params.set('minPrice', filters.minPrice)
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice)
  if (filters.inStock) params.set('inStock', 'true')
  const sort = sortOf(filters)
  if (sort !== defaultSort(filters.q)) params.set('sort', sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

export function isFiltered(filters: ProductFilters): boolean {
  return Boolean(
    filters.q || filters.brand || filters.category || Object.keys(filters.attributes).length || filters.minPrice || filters.maxPrice || filters.inStock,
  )
}

/**
 * The filters after a change: any change starts again at page 1, and another category drops
 * the attribute filters, which belong to the category they were picked in.
 */
export function changeFilters(filters: ProductFilters, changes: Partial<ProductFilters>): ProductFilters {
  const next = { ...filters, page: 1, ...changes }
  if (changes.category !== undefined && changes.category !== filters.category && !changes.attributes) next.attributes = {}
  return next
}

/** The attribute filters with one value ticked or unticked. */
export function toggleAttribute(attributes: Record<string, string[]>, key: string, value: string): Record<string, string[]> {
  const current = attributes[key] ?? []
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  const next = { ...attributes, [key]: values }
  if (values.length === 0) delete next[key]
  return next
}

/** Filters live in the URL, so links share them and Back undoes them. */
export function useProductFilters() {
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  // Changes build on the newest params, not this render's: two that land before the page renders
  // again (the price and search boxes coming due together) would otherwise keep only the last one.
  // setParams((prev) => ...) doesn't help, as react-router passes the render's params as prev.
  const latest = useRef(params)
  useLayoutEffect(() => {
    latest.current = params
  }, [params])
  const apply = (next: URLSearchParams) => {
    latest.current = next
    // not a transition: a ticked box must show ticked at once, not when the new search renders
    setParams(next, { flushSync: true })
  }

  return {
    filters,
    query: toProductQuery(filters),
    key: writeFilters(filters).toString(),
    update: (changes: Partial<ProductFilters>) => apply(writeFilters(changeFilters(readFilters(latest.current), changes))),
    clear: () => apply(writeFilters({ ...NO_FILTERS, sort: readFilters(latest.current).sort })),
    /** the search for a link that shows these filters with a change */
    linkTo: (changes: Partial<ProductFilters>) => `?${writeFilters(changeFilters(filters, changes))}`,
  }
}
