import { useQuery } from '@tanstack/react-query'
import { categoriesQuery } from '../api/categoriesApi'

/** The shop's categories, read once however many parts of the page ask; the list is empty while they load or when they can't be read. */
export function useCategories() {
  const categories = useQuery(categoriesQuery)
  return { ...categories, list: categories.data ?? [] }
}
