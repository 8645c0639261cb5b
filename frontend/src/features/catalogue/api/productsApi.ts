import { queryOptions } from '@tanstack/react-query'
import { client, dataOf, searchOf, type QueryValues } from '@/lib/api'
import { queryClient } from '@/lib/queryClient'
import type { ProductInput, ProductQuery } from '@/lib/types'

const product = (id: string) => ({ params: { path: { id } } })

/** The list's query string: attributes go as repeatable attr.<key>=<value> parameters. */
function productsSearch({ attributes, ...query }: ProductQuery): string {
  const extra = new URLSearchParams()
  for (const [key, values] of Object.entries(attributes ?? {})) {
    for (const value of values) extra.append(`attr.${key}`, value)
  }
  return searchOf(query as QueryValues, extra)
}

/** A page of products with the facet counts of the whole filtered result. */
export function listProducts(query: ProductQuery, signal?: AbortSignal) {
  return dataOf(client.GET('/api/products', { params: { query }, querySerializer: () => productsSearch(query), signal }))
}

export function getProduct(id: string, signal?: AbortSignal) {
  return dataOf(client.GET('/api/products/{id}', { ...product(id), signal }))
}

export async function listBrands(signal?: AbortSignal) {
  const body = await dataOf(client.GET('/api/brands', { signal }))
  return body.items
}

export function createProduct(input: ProductInput) {
  return dataOf(client.POST('/api/products', { body: input }))
}

export function updateProduct(id: string, changes: Partial<ProductInput>) {
  return dataOf(client.PATCH('/api/products/{id}', { ...product(id), body: changes }))
}

export function deleteProduct(id: string) {
  return dataOf(client.DELETE('/api/products/{id}', product(id)))
}

export const productsQuery = (query: ProductQuery) => queryOptions({ queryKey: ['/api/products', query], queryFn: ({ signal }) => listProducts(query, signal) })

export const productQuery = (id: string) => queryOptions({ queryKey: ['/api/products/{id}', id], queryFn: ({ signal }) => getProduct(id, signal) })

export const brandsQuery = queryOptions({ queryKey: ['/api/brands'], queryFn: ({ signal }) => listBrands(signal) })

/** After a product is added, edited, deleted or imported: every list, count and product page reads again. */
export function refreshCatalogue(): Promise<unknown> {
  const routes = ['/api/products', '/api/products/{id}', '/api/brands', '/api/categories']
  return Promise.all(routes.map((route) => queryClient.invalidateQueries({ queryKey: [route] })))
}
