import { useSearchParams } from 'react-router'

export type Filters<K extends string> = Record<K, string>

/** A page number from the URL: a whole number from 1; anything else is page 1. */
function readPage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page > 0 ? page : 1
}

export function writeUrlFilters<K extends string>(filters: Filters<K>, page: number): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters) as [K, string][]) {
    if (value) params.set(name, value)
  }
  if (page > 1) params.set('page', String(page))
  return params
}

/**
 * A list's filters and page, kept in the URL so a view can be shared and survives a reload.
 * Empty filters stay out of the URL, and any filter change goes back to page 1.
 */
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Filters<K>
  const page = readPage(params.get('page'))

  return {
    filters,
    page,
    /** changes whenever the filters or the page do: a query key */
    key: writeUrlFilters(filters, page).toString(),
    isFiltered: names.some((name) => filters[name] !== ''),
    /** replace: change the URL without a new history entry (e.g. a search that follows typing) */
    // flushSync: the filters' controls are bound to the URL, so they must show a change at once, not in a transition
    update: (changes: Partial<Filters<K>>, options?: { replace?: boolean }) => setParams(writeUrlFilters({ ...filters, ...changes }, 1), { ...options, flushSync: true }),
    setPage: (next: number) => setParams(writeUrlFilters(filters, next)),
    clear: () => setParams(new URLSearchParams(), { flushSync: true }),
  }
}
