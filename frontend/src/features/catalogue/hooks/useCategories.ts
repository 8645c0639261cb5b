import { useApiQuery } from '@/lib/useApiQuery'
import { listCategories } from '../api/categoriesApi'

/** The shop's categories; empty while they load or when they can't be read. */
export function useCategories() {
  const categories = useApiQuery('categories', (signal) => listCategories(signal))
  return { ...categories, list: categories.data ?? [] }
}
