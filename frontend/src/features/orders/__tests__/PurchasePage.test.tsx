import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { listOf, makeBooking, makeProduct, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, paymentPageRoutes, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import type { BookingInput, SavedAddress, User } from '@/lib/types'

const SLOW = { timeout: 10000 }
const warehouse: SavedAddress = { id: 'a1', label: 'Main warehouse', address: '1 Depot Way\nUnit 9', phone: '+1 555 0100', createdAt: '2025-01-01T00:00:00Z' }

function setup(overrides: Parameters<typeof mockApi>[0] = {}, me: User = makeUser({ name: 'Dana Buyer' })) {
  const product = makeProduct({ id: 'p1', priceCents: 123450, stock: 5000, minOrderQuantity: 100, priceBreaks: [{ minQuantity: 500, unitPriceCents: 110000 }] })
  setSession(me)
  const api = mockApi({
    'GET /api/products/:id': () => product,
    'GET /api/categories': () => categoriesFixture,
    'GET /api/bookings': () => ({ items: [], total: 0, page: 1, limit: 20 }),
    'GET /api/bookings/:id': () => makeBooking({ id: 'b-new' }),
    'GET /api/me/addresses': () => listOf([warehouse]),
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    ...paymentPageRoutes,
    ...overrides,
  })
  const view = renderRoute('/purchase/p1')
  return { api, product, ...view }
}

const quantityBox = () => screen.findByLabelText('Quantity (pieces)', {}, SLOW)
const buyNow = () => userEvent.click(screen.getByRole('button', { name: 'Buy now' }))

describe('PurchasePage: one way to buy', () => {
  it('offers the cart or "Buy now" for one quantity, and no second order form', async () => {
    setup()
    expect(await quantityBox()).toHaveValue('100')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Samsung 990 PRO 1TB NVMe SSD')
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Buy now' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('heading', { name: 'Place your order' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/delivery address/i)).not.toBeInTheDocument()
    expect(screen.getAllByLabelText(/quantity|pieces/i)).toHaveLength(1)
  })

  it('shows the MOQ message below the minimum and no total, and "Buy now" goes back to the quantity', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    const quantity = await quantityBox()
    await user.clear(quantity)
    await user.type(quantity, '50')
    expect(screen.getByText('Minimum order is 100 pieces')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: /total/i })).toHaveTextContent('—')
    await buyNow()
    expect(quantity).toHaveFocus()
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument()

    await user.clear(quantity)
    expect(screen.getByText('Quantity is Required')).toBeInTheDocument()
    await user.type(quantity, '150')
    expect(screen.queryByText(/Minimum order is/)).not.toBeInTheDocument()
    expect(screen.getByRole('status', { name: /total/i })).toHaveTextContent('$185,175.00')
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(0)
  })

  it('adds the quantity in the box to the cart', async () => {
    const user = userEvent.setup()
    const { api } = setup({ 'PUT /api/cart/lines/:productId': (req) => ({ lines: [], subtotalCents: 0, taxCents: 0, totalCents: 0, taxRatePercent: '0', ...(req.body as object) }) })
    const quantity = await quantityBox()
    await user.clear(quantity)
    await user.type(quantity, '200')
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(api.callsTo('PUT', '/api/cart/lines/p1')).toHaveLength(1))
    expect(api.callsTo('PUT', '/api/cart/lines/p1')[0].body).toEqual({ quantity: 200 })
  })

  it('buys now through checkout’s form: saved address, PO number, note and invoice terms, then the order’s page', async () => {
    const user = userEvent.setup()
    const me = makeUser({ name: 'Dana Buyer', terms: { invoiceTerms: true, netDays: 30, taxExempt: false } })
    const booked = makeBooking({ id: 'b-new', paymentMethod: 'invoice', invoiceNumber: 'INV-2026-000007', dueDate: '2026-12-26T12:00:00Z' })
    const { api, router } = setup({ 'POST /api/bookings': () => reply(201, booked) }, me)
    const quantity = await quantityBox()
    await user.clear(quantity)
    await user.type(quantity, '200')
    await buyNow()

    const form = within(screen.getByRole('form', { name: 'Checkout' }))
    expect(screen.getByRole('heading', { name: 'Buy now: 200 × Samsung 990 PRO 1TB NVMe SSD' })).toBeInTheDocument()
    await user.selectOptions(await form.findByLabelText('Saved address'), 'Main warehouse')
    await user.type(form.getByLabelText('PO number (optional)'), 'PO-4411')
    await user.type(form.getByLabelText('Note (optional)'), 'Gate 3')
    await user.click(form.getByRole('radio', { name: 'Invoice (net 30 days)' }))
    await user.click(form.getByRole('button', { name: 'Place order' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders/b-new'))
    expect(api.callsTo('POST', '/api/bookings')[0].body).toEqual({
      productId: 'p1',
      quantity: 200,
      address: '1 Depot Way\nUnit 9',
      phone: '+1 555 0100',
      clientName: 'Dana Buyer',
      poNumber: 'PO-4411',
      note: 'Gate 3',
      paymentMethod: 'invoice',
    } satisfies BookingInput)
    expect(await screen.findByText(/Invoice INV-2026-000007 issued/)).toBeInTheDocument()
  })

  it('a card order is booked with the order form’s words and goes to be paid', async () => {
    const user = userEvent.setup()
    const { router } = setup({ 'POST /api/bookings': () => reply(201, makeBooking({ id: 'b-new' })) })
    await quantityBox()
    await buyNow()
    const form = within(screen.getByRole('form', { name: 'Checkout' }))
    await user.type(form.getByLabelText(/delivery address/i), '1 Dock Road')
    await user.type(form.getByLabelText('Phone'), '+1 555 0100')
    expect(form.queryByRole('radio', { name: /invoice/i })).not.toBeInTheDocument()
    await user.click(form.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Your Order is Successfully Booking')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment/b-new'))
  })

  it('says a refusal of the quantity above the button', async () => {
    const user = userEvent.setup()
    setup({ 'POST /api/bookings': () => apiError(409, 'conflict', 'Check the order', { quantity: 'Only 120 pieces in stock' }) })
    await quantityBox()
    await buyNow()
    const form = within(screen.getByRole('form', { name: 'Checkout' }))
    await user.type(form.getByLabelText(/delivery address/i), '1 Dock Road')
    await user.type(form.getByLabelText('Phone'), '555')
    await user.click(form.getByRole('button', { name: 'Place order' }))
    expect(await form.findByRole('alert')).toHaveTextContent('Only 120 pieces in stock')
    expect(form.getByRole('button', { name: 'Place order' })).toBeEnabled()
  })

  it('offers a quote right under the quantity above the best volume price, scrolled into sight', async () => {
    const user = userEvent.setup()
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    setup()
    const quantity = await quantityBox()
    expect(screen.queryByRole('button', { name: 'Request a quote' })).not.toBeInTheDocument()
    await user.clear(quantity)
    await user.type(quantity, '2000')
    const quote = screen.getByRole('button', { name: 'Request a quote' })
    const addToCart = screen.getByRole('button', { name: 'Add to cart' })
    expect(quantity.compareDocumentPosition(quote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(quote.compareDocumentPosition(addToCart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(scrolled.mock.contexts).toContain(quote.closest('.purchase__quote'))
    scrolled.mockRestore()
  })
})
