import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { listOf, makeQuote, makeQuoteLine, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, type MockRequest } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
const asked = makeQuote({
  id: 'q000000000000000000asked',
  user: 'buyer@example.com',
  note: 'Need them by June',
  lines: [
    makeQuoteLine({ productId: 'p1', productName: 'Samsung 990 PRO 2TB', quantity: 2000, listUnitPriceCents: 12500 }),
    makeQuoteLine({ productId: 'p2', productName: 'Kingston Fury 32GB', quantity: 1000, listUnitPriceCents: 9000 }),
  ],
})

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(admin)
  return mockApi({
    'GET /api/me': () => admin,
    'GET /api/admin/quotes': (req: MockRequest) => (req.url.searchParams.get('status') === 'requested' ? listOf([asked]) : listOf([])),
    ...extra,
  })
}

describe('Admin Quotes', () => {
  it('lists requested quotes first and filters by status', async () => {
    const api = setup()
    renderRoute('/dashboard/admin-quotes')
    const row = (await screen.findByRole('link', { name: 'Quote #000ASKED' }, SLOW)).closest('tr') as HTMLElement
    expect(within(row).getByText('buyer@example.com')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'offered')
    expect(await screen.findByText('No offered quotes')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/quotes').map((c) => c.url.searchParams.get('status'))).toEqual(['requested', 'offered'])
  })

  it('sends an offer: a unit price per line, prefilled from the list price, and a valid-until date', async () => {
    vi.useFakeTimers({ now: new Date(2025, 5, 1, 12, 0, 0), toFake: ['Date'] })
    const api = setup({ 'POST /api/admin/quotes/:id/offer': () => ({ ...asked, status: 'offered' }) })
    renderRoute('/dashboard/admin-quotes')
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer for quote #000ASKED' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Offer for quote #000ASKED' }))
    expect(dialog.getByText('Need them by June')).toBeInTheDocument()
    const ssdPrice = dialog.getByLabelText('Price per piece for Samsung 990 PRO 2TB (USD)')
    expect(ssdPrice).toHaveValue('125.00')
    expect(dialog.getByLabelText('Price per piece for Kingston Fury 32GB (USD)')).toHaveValue('90.00')
    expect(dialog.getByLabelText('Valid until')).toHaveValue('2025-06-15')
    expect(dialog.getByLabelText('Valid until')).toHaveAttribute('min', '2025-06-02')
    await userEvent.clear(ssdPrice)
    await userEvent.type(ssdPrice, '118.50')
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }))
    expect(await screen.findByText('Offer sent to buyer@example.com.')).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/admin/quotes/${asked.id}/offer`)[0].body).toEqual({
      lines: [
        { productId: 'p1', unitPriceCents: 11850 },
        { productId: 'p2', unitPriceCents: 9000 },
      ],
      validUntil: new Date(2025, 5, 15, 23, 59, 59).toISOString(),
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('asks for a second look before sending a price far above the list price', async () => {
    const api = setup({ 'POST /api/admin/quotes/:id/offer': () => ({ ...asked, status: 'offered' }) })
    renderRoute('/dashboard/admin-quotes')
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer for quote #000ASKED' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Offer for quote #000ASKED' }))
    const ssdPrice = dialog.getByLabelText('Price per piece for Samsung 990 PRO 2TB (USD)')
    await userEvent.clear(ssdPrice)
    await userEvent.type(ssdPrice, '1250.00') // an extra digit
    expect(dialog.getByText(/900 % above the list price/)).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }))
    expect(dialog.getByRole('alert')).toHaveTextContent('One line is priced more than 20 % above the list price.')
    expect(api.callsTo('POST', `/api/admin/quotes/${asked.id}/offer`)).toHaveLength(0)

    await userEvent.click(dialog.getByRole('button', { name: 'Send offer anyway' }))
    expect(await screen.findByText('Offer sent to buyer@example.com.')).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/admin/quotes/${asked.id}/offer`)[0].body).toMatchObject({ lines: [{ productId: 'p1', unitPriceCents: 125000 }, { productId: 'p2', unitPriceCents: 9000 }] })
  })

  it('offers from the quote’s own page too, which then shows the offer', async () => {
    const offered = { ...asked, status: 'offered' as const, validUntil: '2099-06-15T23:59:59Z', lines: asked.lines.map((line) => ({ ...line, offeredUnitPriceCents: 11000 })) }
    const api = setup({ 'GET /api/quotes/:id': () => asked, 'POST /api/admin/quotes/:id/offer': () => offered })
    renderRoute(`/dashboard/quotes/${asked.id}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Offer for quote #000ASKED' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }))
    expect(await screen.findByText(/^The offer is valid until/, {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', `/api/admin/quotes/${asked.id}/offer`)).toHaveLength(1)
  })

  it('checks prices and the date before sending, and shows the server’s line errors', async () => {
    vi.useFakeTimers({ now: new Date(2025, 5, 1, 12, 0, 0), toFake: ['Date'] })
    const api = setup({ 'POST /api/admin/quotes/:id/offer': () => apiError(400, 'invalid', 'Check the offer', { 'lines.p2': 'A price must be more than $0.00 and at most $1,000,000.00' }) })
    renderRoute('/dashboard/admin-quotes')
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer for quote #000ASKED' }, SLOW))
    const dialog = within(screen.getByRole('dialog'))
    const ssdPrice = dialog.getByLabelText('Price per piece for Samsung 990 PRO 2TB (USD)')
    await userEvent.clear(ssdPrice)
    await userEvent.type(ssdPrice, '0')
    await userEvent.clear(dialog.getByLabelText('Valid until'))
    await userEvent.type(dialog.getByLabelText('Valid until'), '2025-06-01')
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }))
    expect(dialog.getByText('A price must be more than $0.00')).toBeInTheDocument()
    expect(dialog.getByText('The offer must be valid until a later date')).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/admin/quotes/${asked.id}/offer`)).toHaveLength(0)

    await userEvent.type(ssdPrice, '1')
    await userEvent.clear(dialog.getByLabelText('Valid until'))
    await userEvent.type(dialog.getByLabelText('Valid until'), '2025-06-20')
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }))
    expect(await dialog.findByText('A price must be more than $0.00 and at most $1,000,000.00')).toBeInTheDocument()
    expect(dialog.getByLabelText('Price per piece for Kingston Fury 32GB (USD)')).toHaveAttribute('aria-invalid', 'true')
  })

  it('sends a reply, a lead time and a changed quantity, and shows the server’s errors on those fields', async () => {
    vi.useFakeTimers({ now: new Date(2025, 5, 1, 12, 0, 0), toFake: ['Date'] })
    let answer = apiError(400, 'invalid', 'Minimum order is 2500 pieces', { 'lines.p1': 'Minimum order is 2500 pieces', reply: 'Use at most 2000 characters' })
    const api = setup({ 'POST /api/admin/quotes/:id/offer': () => answer })
    renderRoute('/dashboard/admin-quotes')
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer for quote #000ASKED' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Offer for quote #000ASKED' }))
    const ssdPieces = dialog.getByLabelText('Pieces of Samsung 990 PRO 2TB')
    expect(ssdPieces).toHaveValue('2000')
    await userEvent.clear(ssdPieces)
    await userEvent.type(ssdPieces, '2400')
    await userEvent.type(dialog.getByLabelText('Lead time (days, optional)'), '12')
    await userEvent.type(dialog.getByLabelText('Reply to the buyer (optional)'), 'June works; full boxes of 2400.')
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }))
    expect(await dialog.findByText('Minimum order is 2500 pieces')).toBeInTheDocument()
    expect(ssdPieces).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByLabelText('Price per piece for Samsung 990 PRO 2TB (USD)')).not.toHaveAttribute('aria-invalid')
    expect(dialog.getByLabelText('Reply to the buyer (optional)')).toHaveAttribute('aria-invalid', 'true')

    answer = { ...asked, status: 'offered' } as never
    await userEvent.clear(ssdPieces)
    await userEvent.type(ssdPieces, '2500')
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }))
    expect(await screen.findByText('Offer sent to buyer@example.com.')).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/admin/quotes/${asked.id}/offer`)[1].body).toEqual({
      lines: [
        { productId: 'p1', unitPriceCents: 12500, quantity: 2500 },
        { productId: 'p2', unitPriceCents: 9000 },
      ],
      validUntil: new Date(2025, 5, 15, 23, 59, 59).toISOString(),
      reply: 'June works; full boxes of 2400.',
      leadTimeDays: 12,
    })
  })

  it('checks the lead time before sending', async () => {
    const api = setup()
    renderRoute('/dashboard/admin-quotes')
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer for quote #000ASKED' }, SLOW))
    const dialog = within(screen.getByRole('dialog'))
    await userEvent.type(dialog.getByLabelText('Lead time (days, optional)'), '181')
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }))
    expect(dialog.getByText('Lead time must be between 0 and 180 days')).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/admin/quotes/${asked.id}/offer`)).toHaveLength(0)
  })
})
