import { QueryClient } from '@tanstack/react-query'
import type { ApiError } from './api'

declare module '@tanstack/react-query' {
  // every query and mutation runs through `client`, which throws only ApiErrors
  interface Register {
    defaultError: ApiError
  }
}

/**
 * The app's one cache of server state. A failure shows at once with a Retry button (no silent
 * retries), and a page is not refetched just because the window got focus again: the shop
 * behaved so before the cache, and the journeys count on it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
