import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '@/lib/types'
import { listOf, makeUser } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
const priceChange: AuditEntry = {
  at: '2025-03-04T10:00:00Z',
  actor: 'ops@pallet.test',
  action: 'product.edit',
  target: 'p-ryzen',
  targetLabel: 'Ryzen 7 7700 (R7-7700)',
  before: { priceCents: 28900, stock: 40 },
  after: { priceCents: 27950, stock: 40, sku: 'R7-7700' },
}
const cancel: AuditEntry = { at: '2025-03-03T09:00:00Z', actor: 'admin@pallet.test', action: 'booking.cancel', target: 'b-1', targetLabel: 'Order #B-1', before: { status: 'unpaid' }, after: { status: 'cancelled' } }

function setup(path: string, entries: AuditEntry[] = [priceChange, cancel]) {
  setSession(admin)
  const api = mockApi({
    'GET /api/me': () => admin,
    'GET /api/admin/audit': (req) => listOf(entries, Number(req.url.searchParams.get('page') ?? 1), 20, 45),
  })
  const { router } = renderRoute(path)
  return { api, urlParams: () => new URLSearchParams(router.state.location.search) }
}

const row = (what: string) => within(screen.getByRole('rowheader', { name: what }).closest('tr') as HTMLElement)

describe('Audit log', () => {
  it('shows when, who, what, the target and each changed field before → after', async () => {
    setup('/dashboard/audit')
    await screen.findByRole('rowheader', { name: 'Edited a product' }, SLOW)
    const edit = row('Edited a product')
    expect(edit.getByText('ops@pallet.test')).toBeInTheDocument()
    expect(edit.getByRole('link', { name: 'Ryzen 7 7700 (R7-7700)' })).toHaveAttribute('href', '/dashboard/manageProducts?edit=p-ryzen')
    const price = edit.getByText('priceCents').closest('li') as HTMLElement
    expect(price).toHaveTextContent('priceCents $289.00 → changed to $279.50')
    expect(within(price).getByText('$289.00').tagName).toBe('DEL')
    expect(edit.getByText('sku').closest('li')).toHaveTextContent(/^sku R7-7700$/)
    expect(row('Cancelled an order').getByRole('link', { name: 'Order #B-1' })).toHaveAttribute('href', '/dashboard/orders/b-1')
    expect(row('Cancelled an order').getByText('status').closest('li')).toHaveTextContent('unpaid → changed to cancelled')
  })

  it('shows price breaks and offered prices as money, a target without a name by its short id, and what a deletion recorded', async () => {
    const breaks: AuditEntry = { ...priceChange, action: 'product.import', targetLabel: '', target: '65f0c0ffee000000deadbeef', before: { priceBreaks: '100:43900' }, after: { priceBreaks: '100:43900;500:41000' } }
    const offer: AuditEntry = { ...cancel, action: 'quote.offer', target: 'q-1', targetLabel: 'Quote #Q-1', before: {}, after: { 'price R7-7700': 27500 } }
    const review: AuditEntry = { ...cancel, action: 'review.delete', target: 'r-1', targetLabel: '', before: {}, after: {} }
    setup('/dashboard/audit', [breaks, offer, review])
    await screen.findByRole('rowheader', { name: 'Imported products' }, SLOW)
    const imported = row('Imported products')
    expect(imported.getByText('priceBreaks').closest('li')).toHaveTextContent('priceBreaks 100+ pcs $439.00 → changed to 100+ pcs $439.00 · 500+ pcs $410.00')
    expect(imported.getByRole('link', { name: '#DEADBEEF' })).toBeInTheDocument()
    expect(row('Offered a quote').getByText('price R7-7700').closest('li')).toHaveTextContent('$275.00')
    expect(row('Deleted a review').getByText('Deleted; nothing else was recorded')).toBeInTheDocument()
  })

  it('filters by admin and action in the URL, and the API follows', async () => {
    const user = userEvent.setup()
    const { api, urlParams } = setup('/dashboard/audit?page=2')
    await screen.findByRole('rowheader', { name: 'Edited a product' }, SLOW)
    expect(api.callsTo('GET', '/api/admin/audit')[0].url.searchParams.get('page')).toBe('2')

    await user.type(screen.getByRole('searchbox', { name: 'Admin' }), 'ops@pallet.test{Enter}')
    await user.selectOptions(screen.getByLabelText('Action'), 'Edited a product')
    await waitFor(() => expect(urlParams().toString()).toBe('actor=ops%40pallet.test&action=product.edit'))
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/audit').at(-1)?.url.searchParams.get('action')).toBe('product.edit'))
    expect(Object.fromEntries(api.callsTo('GET', '/api/admin/audit').at(-1)!.url.searchParams)).toEqual({ actor: 'ops@pallet.test', action: 'product.edit', page: '1', limit: '20' })
  })

  it('reads its filters from a shared link', async () => {
    const { api } = setup('/dashboard/audit?actor=ops%40pallet.test&action=booking.refund', [])
    expect(await screen.findByRole('heading', { name: 'No changes match these filters' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Admin' })).toHaveValue('ops@pallet.test')
    expect(screen.getByLabelText('Action')).toHaveValue('booking.refund')
    expect(api.callsTo('GET', '/api/admin/audit')[0].url.searchParams.get('actor')).toBe('ops@pallet.test')
  })

  it('is in the admin menu', async () => {
    setup('/dashboard/audit')
    const menu = await screen.findByRole('navigation', { name: 'Dashboard pages' }, SLOW)
    expect(within(menu).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/dashboard/audit')
  })
})
