import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import type { CategoryInput } from '@/lib/types'

const category = (slug: string) => ({ params: { path: { slug } } })

export function listCategories(signal?: AbortSignal) {
  return dataOf(client.GET('/api/categories', { signal }))
}

/** Creates the category or replaces the one with this slug. */
export function saveCategory(slug: string, input: CategoryInput) {
  return dataOf(client.PUT('/api/admin/categories/{slug}', { ...category(slug), body: input }))
}

export function deleteCategory(slug: string) {
  return dataOf(client.DELETE('/api/admin/categories/{slug}', category(slug)))
}

export const categoriesQuery = queryOptions({ queryKey: ['/api/categories'], queryFn: ({ signal }) => listCategories(signal) })
