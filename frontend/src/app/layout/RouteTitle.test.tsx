import { screen, waitFor } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from '@/app/routes'
import { makeBooking, makeUser } from '@/testing/fixtures'
import { homeRoutes, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import type { RouteHandle } from './RouteTitle'

const SLOW = { timeout: 10000 }

/** Every page route (one with an element and a path or index), with its path. */
function pages(table: RouteObject[], parent = ''): { path: string; handle: unknown }[] {
  return table.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent
    const own = route.element && (route.path || route.index) && !route.children ? [{ path, handle: route.handle }] : []
    return [...own, ...pages(route.children ?? [], path)]
  })
}

describe('tab titles', () => {
  it('names every page of the route table except the home page', () => {
    const untitled = pages(routes).filter((p) => !(p.handle as RouteHandle | undefined)?.title).map((p) => p.path)
    expect(untitled).toEqual(['/', '/home'])
  })

  it('shows the page and the shop: "About · Pallet"', async () => {
    setSession(null)
    mockApi({})
    renderRoute('/about')
    await waitFor(() => expect(document.title).toBe('About · Pallet'), SLOW)
  })

  it('gives the home page the shop\'s own title', async () => {
    setSession(null)
    mockApi(homeRoutes)
    document.title = 'Log in · Pallet'
    renderRoute('/')
    await waitFor(() => expect(document.title).toBe('Pallet · Computer hardware by the pallet'), SLOW)
  })

  it('names an order after its reference once it has loaded', async () => {
    const order = makeBooking({ id: '5f3a9c01d2e4b6a8c0e2f4a6' })
    setSession(makeUser())
    mockApi({ 'GET /api/bookings/:id': () => order })
    renderRoute(`/dashboard/orders/${order.id}`)
    await screen.findByRole('heading', { name: 'Order C0E2F4A6' }, SLOW)
    await waitFor(() => expect(document.title).toBe('Order C0E2F4A6 · Pallet'))
  })
})
