import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useSession } from '@/features/auth/stores/session'
import { formatDateTime } from '@/lib/dates'
import { getToken } from '@/lib/token'
import { listOf, makeBooking, makeUser } from '@/testing/fixtures'
import { apiError, homeRoutes, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const unpaid = makeBooking({ id: 'b-unpaid', productName: 'Kingston 32GB DDR5', quantity: 300, expiresAt: '2025-03-06T05:06:07Z' })
const paid = makeBooking({ id: 'b-paid', productName: 'Intel Core i7', status: 'paid', paid: true, transactionId: 'tx_4242abc' })
const shipped = makeBooking({ id: 'b-shipped', productName: 'Corsair PSU', status: 'shipped', paid: true, transactionId: 'tx_1', trackingNumber: '1Z999' })

function setup(bookings = [unpaid, paid, shipped], extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser())
  const api = mockApi({ 'GET /api/bookings': () => listOf(bookings, 1, 20), ...extra })
  return { api, ...renderRoute('/dashboard/myOrders') }
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement

describe('MyOrdersPage', () => {
  it('shows Pay and Cancel for unpaid orders, Paid and the transaction id for paid ones', async () => {
    setup()
    await screen.findByRole('rowheader', { name: 'Kingston 32GB DDR5' }, SLOW)
    const unpaidRow = within(row('Kingston 32GB DDR5'))
    expect(unpaidRow.getByRole('link', { name: /pay for/i })).toHaveAttribute('href', '/dashboard/payment/b-unpaid')
    expect(unpaidRow.getByRole('button', { name: /cancel/i })).toBeInTheDocument()
    expect(unpaidRow.getByText('Unpaid')).toBeInTheDocument()
    expect(unpaidRow.getByText('300 pcs')).toBeInTheDocument()
    expect(unpaidRow.getByText('$37,035.00')).toBeInTheDocument()
    expect(unpaidRow.getByText(`Pay by ${formatDateTime('2025-03-06T05:06:07Z')}`)).toBeInTheDocument()

    const paidRow = within(row('Intel Core i7'))
    expect(paidRow.getByText('Paid')).toBeInTheDocument()
    expect(paidRow.queryByText(/pay by/i)).not.toBeInTheDocument()
    expect(paidRow.getByText('tx_4242abc')).toBeInTheDocument()
    expect(paidRow.queryByRole('link', { name: /pay/i })).not.toBeInTheDocument()
    expect(paidRow.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument()

    expect(within(row('Corsair PSU')).getByText('1Z999')).toBeInTheDocument()
  })

  it('shows an order of several products as lines and pieces, never one sum of unlike pieces', async () => {
    const user = userEvent.setup()
    const lines = [
      { productId: 'p1', sku: 'KF-32', productName: 'Kingston 32GB DDR5', quantity: 1000, unitPriceCents: 4000, lineTotalCents: 4000000, allocations: [], backorderedQuantity: 0 },
      { productId: 'p2', sku: 'I7', productName: 'Intel Core i7', quantity: 500, unitPriceCents: 10000, lineTotalCents: 5000000, allocations: [], backorderedQuantity: 0 },
      { productId: 'p3', sku: 'PSU', productName: 'Corsair PSU', quantity: 250, unitPriceCents: 5000, lineTotalCents: 1250000, allocations: [], backorderedQuantity: 0 },
    ]
    setup([makeBooking({ id: 'b-3', productName: 'Kingston 32GB DDR5, Intel Core i7, Corsair PSU', quantity: 1750, lines })])
    const order = within((await screen.findByRole('rowheader', { name: 'Kingston 32GB DDR5' }, SLOW)).closest('tr') as HTMLElement)
    expect(order.getByText('3 lines · 1,750 pcs')).toBeInTheDocument()
    expect(order.queryByText('1,750')).not.toBeInTheDocument()
    await user.click(order.getByRole('button', { name: /cancel the order/i }))
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Cancel your order for Kingston 32GB DDR5 and 2 more lines, 1,750 pcs in all?')
  })

  it('links every row to its order detail and shows the PO number', async () => {
    setup([makeBooking({ id: 'b-po', productName: 'Intel Core i7', poNumber: 'PO-2025-117' }), unpaid])
    await screen.findByRole('rowheader', { name: 'Intel Core i7' }, SLOW)
    expect(within(row('Intel Core i7')).getByRole('link', { name: 'Intel Core i7' })).toHaveAttribute('href', '/dashboard/orders/b-po')
    expect(within(row('Intel Core i7')).getByText('PO-2025-117')).toBeInTheDocument()
    expect(within(row('Kingston 32GB DDR5')).getByRole('link', { name: 'Kingston 32GB DDR5' })).toHaveAttribute('href', '/dashboard/orders/b-unpaid')
  })

  it('cancels only after the "Are you sure?" confirmation', async () => {
    const user = userEvent.setup()
    const { api } = setup([unpaid], {
      'POST /api/bookings/:id/cancel': () => ({ ...unpaid, status: 'cancelled' }),
    })
    await user.click(await screen.findByRole('button', { name: /cancel the order/i }, SLOW))
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    expect(api.callsTo('POST', `/api/bookings/${unpaid.id}/cancel`)).toHaveLength(0)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /cancel the order/i }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /cancel order/i }))
    await waitFor(() => expect(api.callsTo('POST', `/api/bookings/${unpaid.id}/cancel`)).toHaveLength(1))
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /pay for/i })).not.toBeInTheDocument()
  })

  it('shows the order reference and finds an order by it, with the search in the URL', async () => {
    const user = userEvent.setup()
    const ordered = makeBooking({ id: '5f3a9c01d2e4b6a8c0e2f4a6', productName: 'Intel Core i7' })
    const { api, router } = setup([ordered, unpaid])
    await screen.findByRole('rowheader', { name: 'Intel Core i7' }, SLOW)
    expect(within(row('Intel Core i7')).getByText('C0E2F4A6')).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search your orders' }), '#c0e2f4a6')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).toBe('?q=%23c0e2f4a6'))
    await waitFor(() => expect(api.callsTo('GET', '/api/bookings').at(-1)?.url.searchParams.get('q')).toBe('#c0e2f4a6'))
  })

  it('says so when no order matches the search, with a way back to all orders', async () => {
    setSession(makeUser())
    mockApi({ 'GET /api/bookings': () => listOf([], 1, 20) })
    renderRoute('/dashboard/myOrders?q=NOPE')
    expect(await screen.findByRole('heading', { name: 'No orders match “NOPE”' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show all orders' })).toBeInTheDocument()
  })

  it('points to the products page when there are no orders', async () => {
    setup([])
    expect(await screen.findByText('No orders yet', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products')
  })

  it.each([401, 403])('a %i while loading signs out, clears the token and goes to /', async (status) => {
    const { router } = setup([], {
      'GET /api/bookings': () => apiError(status, status === 401 ? 'unauthorized' : 'forbidden', 'Sign in again'),
      'POST /api/auth/logout': () => reply(204),
      ...homeRoutes,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW)
    // signing out waits for the server while the home page loads its contact form's chunk
    await waitFor(() => expect(useSession.getState().status).toBe('anonymous'), SLOW)
    expect(getToken()).toBeNull()
    expect(useSession.getState().user).toBeNull()
  })
})
