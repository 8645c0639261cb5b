import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { listOf, makeBooking, makeQuote, makeQuoteLine, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, paymentPageRoutes, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const buyer = makeUser({ name: 'Dana Buyer', email: 'buyer@example.com' })
const offered = makeQuote({
  id: 'q00000000000000000offer1',
  status: 'offered',
  validUntil: '2099-06-30T23:59:59Z',
  note: 'Two drops please',
  lines: [
    makeQuoteLine({ productId: 'p1', productName: 'Samsung 990 PRO 2TB', sku: 'MZ-V8P2T0BW', quantity: 2000, listUnitPriceCents: 12500, offeredUnitPriceCents: 11800 }),
    makeQuoteLine({ productId: 'p2', productName: 'Kingston Fury 32GB', sku: 'KF556C40BB-32', quantity: 1000, listUnitPriceCents: 9000, offeredUnitPriceCents: 8500 }),
  ],
  history: [
    { status: 'requested', at: '2025-03-04T05:06:07Z', by: 'buyer@example.com' },
    { status: 'offered', at: '2025-03-05T05:06:07Z', by: 'staff' },
  ],
})
const requested = makeQuote({ id: 'q0000000000000000request', status: 'requested' })
const earlier = makeBooking({ address: '7 Harbour Lane', phone: '+44 20 7946 0000' })

function setup(path: string, extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(buyer)
  const api = mockApi({
    'GET /api/quotes': () => listOf([offered, requested]),
    'GET /api/quotes/:id': (req) => (req.params.id === offered.id ? offered : requested),
    'GET /api/bookings': () => listOf([earlier], 1, 1),
    'GET /api/bookings/:id': () => makeBooking({ id: 'b-quoted' }),
    'GET /api/cart': () => ({ lines: [], subtotalCents: 0, taxCents: 0, totalCents: 0 }),
    ...extra,
  })
  return { api, ...renderRoute(path) }
}

describe('My Quotes', () => {
  it('lists the buyer’s quotes with status and total, linking to each, from the dashboard menu', async () => {
    setup('/dashboard/quotes')
    const row = (await screen.findByRole('link', { name: 'Quote #00OFFER1' }, SLOW)).closest('tr') as HTMLElement
    expect(within(row).getByText('Offered')).toBeInTheDocument()
    expect(within(row).getByText('$321,000.00')).toBeInTheDocument()
    expect(within(row).queryByText('at list prices')).not.toBeInTheDocument()
    const asked = screen.getByRole('link', { name: 'Quote #0REQUEST' }).closest('tr') as HTMLElement
    expect(within(asked).getByText('at list prices')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Quote #0REQUEST' })).toHaveAttribute('href', `/dashboard/quotes/${requested.id}`)
    expect(screen.getByRole('link', { name: 'My Quotes' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows a quote’s lines with list and offered prices, its validity and history', async () => {
    setup(`/dashboard/quotes/${offered.id}`)
    const lines = within(await screen.findByRole('table', { name: 'Quote lines' }, SLOW))
    const ssd = within(lines.getByRole('rowheader', { name: /Samsung 990 PRO 2TB/ }).closest('tr') as HTMLElement)
    expect(ssd.getByText('MZ-V8P2T0BW')).toBeInTheDocument()
    expect(ssd.getByText('$125.00')).toBeInTheDocument()
    expect(ssd.getByText('$118.00')).toBeInTheDocument()
    expect(ssd.getByText('$236,000.00')).toBeInTheDocument()
    expect(screen.getByText('Valid until')).toBeInTheDocument()
    expect(screen.getByText('Two drops please')).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Quote history' })).getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows the shop’s answer, the lead time and a changed quantity, totalled at the offered pieces', async () => {
    const answered = {
      ...offered,
      reply: 'We can split it into two drops.',
      leadTimeDays: 9,
      lines: [{ ...offered.lines[0], offeredQuantity: 2500 }, offered.lines[1]],
    }
    setup(`/dashboard/quotes/${offered.id}`, { 'GET /api/quotes/:id': () => answered })
    const lines = within(await screen.findByRole('table', { name: 'Quote lines' }, SLOW))
    const ssd = within(lines.getByRole('rowheader', { name: /Samsung 990 PRO 2TB/ }).closest('tr') as HTMLElement)
    expect(ssd.getByText('2,500')).toBeInTheDocument()
    expect(ssd.getByText('(you asked for 2,000)')).toBeInTheDocument()
    expect(ssd.getByText('$295,000.00')).toBeInTheDocument()
    const ram = within(lines.getByRole('rowheader', { name: /Kingston Fury 32GB/ }).closest('tr') as HTMLElement)
    expect(ram.queryByText(/you asked for/)).not.toBeInTheDocument()
    expect(screen.getByText('Two drops please')).toBeInTheDocument()
    expect(screen.getByText('Our answer').nextElementSibling).toHaveTextContent('We can split it into two drops.')
    expect(screen.getByText('Ships in about 9 days')).toBeInTheDocument()
    expect(screen.getByText('$380,000.00')).toBeInTheDocument()
  })

  it('downloads an offer as a PDF for the approver', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:pallet/quote')
    URL.revokeObjectURL = vi.fn()
    const saved: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const { api } = setup(`/dashboard/quotes/${offered.id}`, { 'GET /api/quotes/:id/quote.pdf': () => '%PDF-1.7' })
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }, SLOW))
    await waitFor(() => expect(saved).toEqual(['quote-00OFFER1.pdf']))
    expect(api.callsTo('GET', `/api/quotes/${offered.id}/quote.pdf`)).toHaveLength(1)
    click.mockRestore()
  })

  it('offers no PDF for a request not yet answered', async () => {
    setup(`/dashboard/quotes/${requested.id}`)
    expect(await screen.findByRole('button', { name: 'Decline' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument()
  })

  it('accepts an offer with the shipping details prefilled like checkout, then opens the new order’s payment page', async () => {
    const user = userEvent.setup()
    const { api, router } = setup(`/dashboard/quotes/${offered.id}`, {
      'POST /api/quotes/:id/accept': () => reply(201, makeBooking({ id: 'b-quoted' })),
      ...paymentPageRoutes,
    })
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Accept the offer' }))
    expect(dialog.getByText(/^2 lines at the offered prices/)).toHaveTextContent('2 lines at the offered prices: $321,000.00 before tax. You pay by card on the next page.')
    await waitFor(() => expect(dialog.getByLabelText(/Delivery address/)).toHaveValue('7 Harbour Lane'))
    expect(dialog.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000')
    expect(dialog.getByLabelText('Client name')).toHaveValue('Dana Buyer')
    await user.type(dialog.getByLabelText(/PO number/), 'PO-77')
    await user.click(dialog.getByRole('button', { name: 'Accept and order' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment/b-quoted'))
    expect(api.callsTo('POST', `/api/quotes/${offered.id}/accept`)[0].body).toEqual({
      address: '7 Harbour Lane',
      phone: '+44 20 7946 0000',
      clientName: 'Dana Buyer',
      poNumber: 'PO-77',
    })
  })

  it('shows why the server refused to accept, and stays', async () => {
    const user = userEvent.setup()
    const { router } = setup(`/dashboard/quotes/${offered.id}`, {
      'POST /api/quotes/:id/accept': () => apiError(409, 'conflict', 'This offer has expired; please ask for a new quote'),
    })
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }, SLOW))
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'))
    await user.click(screen.getByRole('button', { name: 'Accept and order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has expired; please ask for a new quote')
    expect(router.state.location.pathname).toBe(`/dashboard/quotes/${offered.id}`)
  })

  it('declines only after confirming', async () => {
    const user = userEvent.setup()
    const { api } = setup(`/dashboard/quotes/${requested.id}`, {
      'POST /api/quotes/:id/decline': () => ({ ...requested, status: 'declined' }),
    })
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Decline' }, SLOW))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep quote' }))
    expect(api.callsTo('POST', `/api/quotes/${requested.id}/decline`)).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline quote' }))
    expect(await screen.findByText('Quote declined.')).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/quotes/${requested.id}/decline`)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
  })
})
