import { api } from '@/lib/api'
import type { Category, CategoryInput } from '@/lib/types'

const adminPath = (slug: string) => `/api/admin/categories/${encodeURIComponent(slug)}`

export function listCategories(signal?: AbortSignal): Promise<Category[]> {
  return api<Category[]>('/api/categories', { signal })
}

/** Creates the category or replaces the one with this slug. */
export function saveCategory(slug: string, input: CategoryInput): Promise<Category> {
  return api<Category>(adminPath(slug), { method: 'PUT', body: input })
}

export function deleteCategory(slug: string): Promise<void> {
  return api<void>(adminPath(slug), { method: 'DELETE' })
}
