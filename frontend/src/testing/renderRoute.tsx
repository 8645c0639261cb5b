import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AppToasts } from '@/app/provider'
import { routes as appRoutes } from '@/app/routes'
import { resetAppConfigForTests } from '@/config/appConfig'
import { useSession } from '@/features/auth/stores/session'
import { queryClient } from '@/lib/queryClient'
import { setToken } from '@/lib/token'
import type { User } from '@/lib/types'

type Entry = string | { pathname: string; search?: string; state?: unknown }

/** Renders the real route table (or given routes) at a path, with the app's query cache and toast host. */
export function renderRoute(entry: Entry, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] })
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToasts />
    </QueryClientProvider>,
  )
  return { ...utils, router }
}

/** Puts the session store in a known state (tests don't run the app's start-up check). */
export function setSession(user: User | null, token = 'test-token') {
  resetAppConfigForTests()
  if (user) setToken(token)
  useSession.setState({ user, status: user ? 'signedIn' : 'anonymous' })
}
