import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SalesStats } from '@/lib/types'
import { makeProduct, makeUser } from '@/testing/fixtures'
import { mockApi, profileRoutes } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const lowDrive = makeProduct({ id: 'p-low', name: 'WD Red 8TB', sku: 'WD80EFZZ', stock: 120, minOrderQuantity: 100 })

const STATS: SalesStats = {
  revenueByDay: Array.from({ length: 30 }, (_, i) => ({ date: `2025-03-${String(i + 1).padStart(2, '0')}`, cents: i === 13 ? 1250000 : i === 2 ? 250000 : 0 })),
  ordersByStatus: { paid: 4, shipped: 2, cancelled: 1 },
  topProducts: [
    { productId: 'p1', productName: 'AMD Ryzen 7 7700', pieces: 3000, cents: 1000000 },
    { productId: 'p2', productName: 'Samsung 990 PRO 1TB', pieces: 500, cents: 500000 },
  ],
  lowStock: [lowDrive],
}

/** happy-dom has no layout: the chart's container reports a desktop panel's size when observed. */
class SizedObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 640, height: 280 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver)
  }
  unobserve() {}
  disconnect() {}
}

function setup(role: 'admin' | 'customer') {
  const me = makeUser({ role, name: 'Ada Admin' })
  setSession(me)
  vi.stubGlobal('ResizeObserver', SizedObserver)
  const api = mockApi({ ...profileRoutes, 'GET /api/me': () => me, 'GET /api/admin/stats': () => STATS })
  renderRoute('/dashboard')
  return api
}

describe('Sales dashboard', () => {
  it("is the admin's dashboard landing: 30 days of revenue as a chart, and the totals", async () => {
    const api = setup('admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales dashboard' }, SLOW)).toBeInTheDocument()
    expect(await screen.findByText('$15,000.00')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/stats')[0].url.searchParams.get('days')).toBe('30')
    expect(screen.getByText('Mar 14 · $12,500.00')).toBeInTheDocument()
    expect(screen.getByText('7')).toBeInTheDocument()

    const chart = await screen.findByTestId('revenue-chart', {}, SLOW)
    expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull()
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull())
    // a day a bar: the axis names the 30 days, and the money scale reaches the best day
    const days = [...chart.querySelectorAll('.recharts-xAxis-tick-labels text')].map((t) => t.textContent)
    expect(days).toHaveLength(30)
    expect(days.at(0)).toBe('Mar 1')
    expect(days.at(-1)).toBe('Mar 30')
    expect(chart.querySelector('.recharts-yAxis-tick-labels')).toHaveTextContent('$14K')
  })

  it('lists orders by status, top products by revenue, and low-stock products with a link to edit each', async () => {
    setup('admin')
    const statuses = await screen.findByRole('region', { name: 'Orders by status' }, SLOW)
    expect(within(statuses).getByText('Paid').nextSibling).toHaveTextContent('4')
    expect(within(statuses).getByText('Cancelled').nextSibling).toHaveTextContent('1')
    expect(within(statuses).queryByText('Unpaid')).not.toBeInTheDocument()

    const top = screen.getByRole('region', { name: 'Top products by revenue' })
    const rows = within(top).getAllByRole('rowheader').map((r) => r.textContent)
    expect(rows).toEqual(['AMD Ryzen 7 7700', 'Samsung 990 PRO 1TB'])
    expect(within(top).getByText('3,000')).toBeInTheDocument()
    expect(within(top).getByText('$10,000.00')).toBeInTheDocument()

    const low = screen.getByRole('region', { name: 'Low on stock' })
    expect(within(low).getByText('WD80EFZZ')).toBeInTheDocument()
    expect(within(low).getByRole('link', { name: 'Edit WD Red 8TB' })).toHaveAttribute('href', '/dashboard/manageProducts?edit=p-low')
  })

  it('keeps the profile one click away for admins', async () => {
    setup('admin')
    const menu = await screen.findByRole('navigation', { name: 'Dashboard pages' }, SLOW)
    expect(within(menu).getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/dashboard')
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/profile')
  })

  it('leaves customers on their profile, without asking for sales figures', async () => {
    const api = setup('customer')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' }, SLOW)).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/stats')).toHaveLength(0)
  })
})
