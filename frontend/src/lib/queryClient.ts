import { QueryClient } from '@tanstack/react-query'
import type { ApiError } from './api'

declare module '@tanstack/react-query' {
  // every query and mutation runs through `client`, which throws only ApiErrors
  interface Register {
    defaultError: ApiError
  }
}

/**
 * The app's one cache of server state. A query's key starts with the document's path of the
 * route it reads ('/api/bookings/{id}'), then what varies (the id, the filters), so a change can
 * invalidate or edit everything read from one route: `{ queryKey: ['/api/bookings'] }`. A failure shows at once with a Retry button (no silent
 * retries), and a page is not refetched just because the window got focus again: the shop
 * behaved so before the cache, and the journeys count on it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})

interface Listed {
  id: string
}
interface ListAnswer<T> {
  items: T[]
}

/**
 * Shows a record an action changed (cancelled, shipped, marked read…) in every cached page of
 * the list at `path`, without asking the server for the page again.
 */
export function replaceInLists<T extends Listed>(path: string, record: T): void {
  queryClient.setQueriesData<ListAnswer<T>>({ queryKey: [path] }, (list) => list && { ...list, items: list.items.map((item) => (item.id === record.id ? record : item)) })
}

/** Drops a deleted record from every cached page of the list at `path`. */
export function removeFromLists(path: string, id: string): void {
  queryClient.setQueriesData<ListAnswer<Listed>>({ queryKey: [path] }, (list) => list && { ...list, items: list.items.filter((item) => item.id !== id) })
}
