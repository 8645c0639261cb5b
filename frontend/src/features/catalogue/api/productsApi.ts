import { api, buildUrl } from '@/lib/api'
import type { BrandCount, List, Product, ProductFacets, ProductInput, ProductQuery } from '@/lib/types'

/** A page of products with the facet counts of the whole filtered result. */
export interface ProductList extends List<Product> {
  facets?: ProductFacets
}

/** The list's URL: attributes go as repeatable attr.<key>=<value> parameters. */
export function productsUrl({ attributes, ...query }: ProductQuery): string {
  const url = buildUrl('/api/products', { ...query })
  const params = new URLSearchParams()
  for (const [key, values] of Object.entries(attributes ?? {})) {
    for (const value of values) params.append(`attr.${key}`, value)
  }
  const extra = params.toString()
  if (!extra) return url
  return `${url}${url.includes('?') ? '&' : '?'}${extra}`
}

export function listProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductList> {
  return api<ProductList>(productsUrl(query), { signal })
}

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/api/products/${encodeURIComponent(id)}`, { signal })
}

export async function listBrands(signal?: AbortSignal): Promise<BrandCount[]> {
  const body = await api<{ items: BrandCount[] }>('/api/brands', { signal })
  return body.items
}

export function createProduct(input: ProductInput): Promise<Product> {
  return api<Product>('/api/products', { method: 'POST', body: input })
}

export function updateProduct(id: string, changes: Partial<ProductInput>): Promise<Product> {
  return api<Product>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes })
}

export function deleteProduct(id: string): Promise<void> {
  return api<void>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
