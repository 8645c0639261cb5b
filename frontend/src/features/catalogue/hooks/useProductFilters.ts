import { useSearchParams } from 'react-router'
import { PRODUCTS_PAGE_SIZE } from '@/config/constants'
import { dollarsToCents } from '@/lib/money'
import type { ProductQuery, ProductSort } from '@/lib/types'

export interface ProductFilters {
  q: string
  brand: string
  /** dollars, as typed */
  minPrice: string
  maxPrice: string
  inStock: boolean
  sort: ProductSort
  page: number
}

export const DEFAULT_SORT: ProductSort = 'newest'
const SORTS: ProductSort[] = ['newest', 'price_asc', 'price_desc', 'name']

export function readFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort') as ProductSort | null
  const page = Number(params.get('page'))
  return {
    q: params.get('q') ?? '',
    brand: params.get('brand') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    inStock: params.get('inStock') === 'true',
    sort: sort && SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The URL keeps dollars (readable links); the API takes cents. */
export function toProductQuery(filters: ProductFilters): ProductQuery {
  return {
    q: filters.q || undefined,
    brand: filters.brand || undefined,
    minPriceCents: dollarsToCents(filters.minPrice) ?? undefined,
    maxPriceCents: dollarsToCents(filters.maxPrice) ?? undefined,
    inStock: filters.inStock || undefined,
    sort: filters.sort,
    page: filters.page,
    limit: PRODUCTS_PAGE_SIZE,
  }
}

export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.brand) params.set('brand', filters.brand)
  if (filters.minPrice) params.set('minPrice', filters.minPrice)
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice)
  if (filters.inStock) params.set('inStock', 'true')
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

export function isFiltered(filters: ProductFilters): boolean {
  return Boolean(filters.q || filters.brand || filters.minPrice || filters.maxPrice || filters.inStock)
}

/** Filters live in the URL, so links share them and Back undoes them. */
export function useProductFilters() {
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)

  function update(changes: Partial<ProductFilters>) {
    // any filter change starts again at page 1
    const next = { ...filters, page: 1, ...changes }
    setParams(writeFilters(next))
  }

  function clear() {
    setParams(writeFilters({ ...readFilters(new URLSearchParams()), sort: filters.sort }))
  }

  return { filters, query: toProductQuery(filters), key: writeFilters(filters).toString(), update, clear }
}
