import { useLayoutEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { pageTitle } from '@/lib/useTitle'

/** What a route table entry carries in its handle. */
export interface RouteHandle {
  title: string
}

function titleOf(handle: unknown): string | undefined {
  return (handle as Partial<RouteHandle> | undefined)?.title
}

/**
 * Names the tab after the deepest route with a title. A layout effect, so a page's own
 * useTitle (a passive effect, run afterwards) can name it more precisely.
 */
export function RouteTitle() {
  const matches = useMatches()
  const { pathname } = useLocation()
  const title = matches.map((m) => titleOf(m.handle)).filter(Boolean).at(-1)
  useLayoutEffect(() => {
    document.title = pageTitle(title)
  }, [title, pathname])
  return null
}
