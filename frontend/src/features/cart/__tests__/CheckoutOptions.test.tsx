import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formatDate } from '@/lib/dates'
import type { SavedAddress, User } from '@/lib/types'
import { listOf, makeBooking, makeUser } from '@/testing/fixtures'
import { mockApi, paymentPageRoutes, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { invoiceTermsHint } from '../components/PaymentMethodChoice'
import { makeCart, makeCartLine } from './cartFixture'

const SLOW = { timeout: 10000 }
const earlier = makeBooking({ address: '7 Harbour Lane', phone: '+44 20 7946 0000' })
const warehouse: SavedAddress = { id: 'a1', label: 'Main warehouse', address: '1 Depot Way\nUnit 9', phone: '+1 555 0100', createdAt: '2025-01-01T00:00:00Z' }
const withTerms = makeUser({ terms: { invoiceTerms: true, netDays: 30, taxExempt: false } })

function setup(me: User = makeUser(), extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(me)
  const api = mockApi({
    'GET /api/cart': () => ({ ...makeCart([makeCartLine()]), taxRatePercent: '10' }),
    'GET /api/bookings': () => listOf([earlier], 1, 1),
    'GET /api/bookings/:id': () => makeBooking({ id: 'b-new' }),
    'GET /api/me/addresses': () => listOf([warehouse]),
    ...paymentPageRoutes,
    ...extra,
  })
  return { api, ...renderRoute('/checkout') }
}

const placeOrder = () => userEvent.click(screen.getByRole('button', { name: 'Place order' }))

describe('Checkout: saved addresses', () => {
  it('keeps the last order’s address until a saved address is picked, which fills address and phone', async () => {
    const user = userEvent.setup()
    const { api } = setup(makeUser(), { 'POST /api/cart/checkout': () => reply(201, makeBooking({ id: 'b-new' })) })
    await waitFor(() => expect(screen.getByLabelText(/delivery address/i)).toHaveValue('7 Harbour Lane'), SLOW)
    await user.selectOptions(await screen.findByLabelText('Saved address'), 'Main warehouse')
    expect(screen.getByLabelText(/delivery address/i)).toHaveValue('1 Depot Way\nUnit 9')
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 555 0100')
    expect(screen.queryByLabelText('Save this address')).not.toBeInTheDocument()
    await placeOrder()
    await waitFor(() => expect(api.callsTo('POST', '/api/cart/checkout')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/cart/checkout')[0].body).toMatchObject({ address: '1 Depot Way\nUnit 9', phone: '+1 555 0100' })
    expect(api.callsTo('POST', '/api/me/addresses')).toHaveLength(0)
  })

  it('saves a typed address after the order is placed', async () => {
    const user = userEvent.setup()
    const { api, router } = setup(makeUser(), {
      'POST /api/cart/checkout': () => reply(201, makeBooking({ id: 'b-new' })),
      'POST /api/me/addresses': (req) => reply(201, { id: 'a2', ...(req.body as object) }),
    })
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'), SLOW)
    await user.click(screen.getByLabelText('Save this address'))
    await user.type(screen.getByLabelText('Label for this address'), 'Harbour')
    await placeOrder()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment/b-new'))
    expect(api.callsTo('POST', '/api/me/addresses')[0].body).toEqual({ label: 'Harbour', address: '7 Harbour Lane', phone: '+44 20 7946 0000' })
    const order = api.calls.findIndex((c) => c.path === '/api/cart/checkout')
    const save = api.calls.findIndex((c) => c.path === '/api/me/addresses' && c.method === 'POST')
    expect(save).toBeGreaterThan(order)
  })
})

describe('Checkout: an address already in the book', () => {
  it('shows the last order’s address as the saved one it is, and offers no saving it again', async () => {
    const saved = { ...warehouse, address: earlier.address, phone: earlier.phone }
    setup(makeUser(), { 'GET /api/me/addresses': () => listOf([saved]) })
    await waitFor(() => expect(screen.getByLabelText('Saved address')).toHaveDisplayValue('Main warehouse'), SLOW)
    expect(screen.queryByLabelText('Save this address')).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Phone'), '9')
    expect(screen.getByLabelText('Saved address')).toHaveDisplayValue('Choose a saved address…')
    expect(screen.getByLabelText('Save this address')).toBeInTheDocument()
  })
})

describe('Checkout: pay by invoice', () => {
  it('offers no choice to a buyer without invoice terms', async () => {
    setup()
    await screen.findByRole('button', { name: 'Place order' }, SLOW)
    expect(screen.queryByRole('radio', { name: /Invoice/ })).not.toBeInTheDocument()
  })

  it('sends paymentMethod "invoice", lands on the order and says which invoice is due when', async () => {
    const user = userEvent.setup()
    const placed = makeBooking({ id: 'b-inv', paymentMethod: 'invoice', invoiceNumber: 'INV-2025-000042', dueDate: '2025-04-03T00:00:00Z' })
    const { api, router } = setup(withTerms, { 'POST /api/cart/checkout': () => reply(201, placed), 'GET /api/bookings/:id': () => placed })
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'), SLOW)
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked()
    expect(screen.queryByText(invoiceTermsHint(30))).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Invoice (net 30 days)' }))
    expect(screen.getByRole('group', { name: 'Payment' })).toHaveAccessibleDescription('We issue the invoice with the order; pay it by bank transfer within 30 days.')
    await placeOrder()

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders/b-inv'))
    expect(await screen.findByText(`Invoice INV-2025-000042 issued, due ${formatDate('2025-04-03T00:00:00Z')}`)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/cart/checkout')[0].body).toMatchObject({ paymentMethod: 'invoice' })
  })

  it('still pays by card when the buyer keeps Card', async () => {
    const { api, router } = setup(withTerms, { 'POST /api/cart/checkout': () => reply(201, makeBooking({ id: 'b-card' })) })
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'), SLOW)
    await placeOrder()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment/b-card'))
    expect(api.callsTo('POST', '/api/cart/checkout')[0].body).toMatchObject({ paymentMethod: 'card' })
  })
})

describe('Checkout: totals', () => {
  it('names the tax rate in the order summary', async () => {
    setup()
    const summary = within(await screen.findByRole('complementary', { name: 'Order summary' }, SLOW))
    expect(summary.getByText('Tax (10%)')).toBeInTheDocument()
  })
})
