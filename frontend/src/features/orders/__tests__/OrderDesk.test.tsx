import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isoDay } from '@/lib/dates'
import { captureDownloads } from '@/testing/downloads'
import { listOf, makeBooking, makeUser } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const order = makeBooking({ id: 'b-po', user: 'ann@corp.test', productName: 'Intel Core i7', poNumber: 'PO-77' })

function setup(path: string, { total = 1, items = [order] } = {}) {
  const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
  setSession(admin, 'desk-token')
  const api = mockApi({
    'GET /api/me': () => admin,
    'GET /api/admin/bookings': (req) => listOf(items, Number(req.url.searchParams.get('page') ?? 1), 20, total),
    'GET /api/admin/bookings.csv': () => 'id,user\nb-po,ann@corp.test',
  })
  const { router } = renderRoute(path)
  const lastListCall = () => api.callsTo('GET', '/api/admin/bookings').at(-1)!.url.searchParams
  const urlParams = () => new URLSearchParams(router.state.location.search)
  return { api, router, lastListCall, urlParams }
}

describe('Order desk', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads its filters and page from the URL, shows them, and asks the API for them', async () => {
    const { lastListCall } = setup('/dashboard/all-orders?q=PO-77&status=unpaid&from=2025-03-01&to=2025-03-31&page=2', { total: 45 })
    expect(await screen.findByRole('link', { name: 'Intel Core i7' }, SLOW)).toHaveAttribute('href', '/dashboard/orders/b-po')
    expect(Object.fromEntries(lastListCall())).toEqual({ q: 'PO-77', status: 'unpaid', from: '2025-03-01', to: '2025-03-31', page: '2', limit: '20' })
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('PO-77')
    expect(screen.getByLabelText('Status')).toHaveValue('unpaid')
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-01')
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-31')
    expect(screen.getByText(/page 2 of 3/)).toBeInTheDocument()
  })

  it('writes every filter into the URL, back to page 1, and the API follows', async () => {
    const user = userEvent.setup()
    const { urlParams, lastListCall } = setup('/dashboard/all-orders?page=3', { total: 80 })
    await screen.findByRole('link', { name: 'Intel Core i7' }, SLOW)

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ann@corp.test{Enter}')
    await waitFor(() => expect(urlParams().get('q')).toBe('ann@corp.test'))
    expect(urlParams().get('page')).toBeNull()

    await user.selectOptions(screen.getByLabelText('Status'), 'paid')
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-28' } })
    await waitFor(() => expect(urlParams().toString()).toBe('status=paid&q=ann%40corp.test&from=2025-02-01&to=2025-02-28'))
    await waitFor(() => expect(lastListCall().get('to')).toBe('2025-02-28'))
    expect(Object.fromEntries(lastListCall())).toMatchObject({ status: 'paid', q: 'ann@corp.test', from: '2025-02-01', page: '1' })

    await user.click(await screen.findByRole('button', { name: 'Next →' }))
    await waitFor(() => expect(urlParams().get('page')).toBe('2'))
    expect(urlParams().get('status')).toBe('paid')
  })

  it('refuses an end date before the start date without asking the API', async () => {
    const { api } = setup('/dashboard/all-orders?from=2025-03-10&to=2025-03-01')
    expect(await screen.findByText('The end date is before the start date.', {}, SLOW)).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/bookings')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it('says when nothing matches, and Clear filters empties the URL', async () => {
    const user = userEvent.setup()
    const { urlParams } = setup('/dashboard/all-orders?q=nobody', { items: [], total: 0 })
    expect(await screen.findByRole('heading', { name: 'No orders match these filters' }, SLOW)).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0])
    await waitFor(() => expect(urlParams().toString()).toBe(''))
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('')
  })

  it('exports the filtered view as CSV, fetched with the sign-in token', async () => {
    const user = userEvent.setup()
    const files = captureDownloads()
    const { api } = setup('/dashboard/all-orders?status=paid&q=PO-77')
    await screen.findByRole('link', { name: 'Intel Core i7' }, SLOW)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(files.saved).toEqual([{ href: 'blob:pallet/1', download: `orders-${isoDay()}.csv` }]))
    const call = api.callsTo('GET', '/api/admin/bookings.csv')[0]
    expect(call.headers.Authorization).toBe('Bearer desk-token')
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ status: 'paid', q: 'PO-77' })
    expect(await files.blobText()).toContain('b-po,ann@corp.test')
  })
})
