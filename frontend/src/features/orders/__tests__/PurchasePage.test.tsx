import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { makeBooking, makeProduct, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import type { BookingInput } from '@/lib/types'

const SLOW = { timeout: 10000 }

function setup(overrides: Parameters<typeof mockApi>[0] = {}) {
  const product = makeProduct({ id: 'p1', priceCents: 123450, stock: 5000, minOrderQuantity: 100 })
  setSession(makeUser({ name: 'Dana Buyer' }))
  const api = mockApi({
    'GET /api/products/:id': () => product,
    'GET /api/categories': () => categoriesFixture,
    'GET /api/bookings': () => ({ items: [], total: 0, page: 1, limit: 20 }),
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    ...overrides,
  })
  const view = renderRoute('/purchase/p1')
  return { api, product, ...view }
}

describe('PurchasePage', () => {
  it('states the facts once and prefills the form with the MOQ and the user name', async () => {
    setup()
    const quantity = await screen.findByLabelText(/quantity/i, {}, SLOW)
    expect(quantity).toHaveValue('100')
    expect(screen.getByLabelText(/your name/i)).toHaveValue('Dana Buyer')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Samsung 990 PRO 1TB NVMe SSD')
    expect(screen.getByText('$123,450.00')).toBeInTheDocument()
  })

  it('shows the MOQ message below the minimum and no total, and books nothing', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    const quantity = await screen.findByLabelText(/quantity/i, {}, SLOW)
    await user.clear(quantity)
    await user.type(quantity, '50')
    expect(screen.getByText('Minimum order is 100 pieces')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: /total/i })).toHaveTextContent('—')

    await user.type(screen.getByLabelText(/delivery address/i), '1 Dock Road')
    await user.type(screen.getByLabelText(/phone/i), '+1 555 0100')
    await user.click(screen.getByRole('button', { name: /place order/i }))
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(0)
    expect(quantity).toHaveFocus()

    await user.clear(quantity)
    expect(screen.getByText('Quantity is Required')).toBeInTheDocument()
    await user.type(quantity, '150')
    expect(screen.queryByText(/Minimum order is/)).not.toBeInTheDocument()
    expect(screen.getByRole('status', { name: /total/i })).toHaveTextContent('$185,175.00')
  })

  it('requires the address and phone', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await user.click(await screen.findByRole('button', { name: /place order/i }, SLOW))
    expect(screen.getByText('Address is Required')).toBeInTheDocument()
    expect(screen.getByText('Phone is Required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(0)
  })

  it('books the order, toasts, and goes to My Orders', async () => {
    const user = userEvent.setup()
    const { api, router } = setup({
      'POST /api/bookings': (req) => reply(201, makeBooking({ quantity: (req.body as BookingInput).quantity })),
    })
    const quantity = await screen.findByLabelText(/quantity/i, {}, SLOW)
    await user.clear(quantity)
    await user.type(quantity, '200')
    await user.type(screen.getByLabelText(/delivery address/i), '1 Dock Road')
    await user.type(screen.getByLabelText(/phone/i), '+1 555 0100')
    await user.click(screen.getByRole('button', { name: /place order/i }))

    expect(await screen.findByText('Your Order is Successfully Booking')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/bookings')[0].body).toEqual({
      productId: 'p1',
      quantity: 200,
      address: '1 Dock Road',
      phone: '+1 555 0100',
      clientName: 'Dana Buyer',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myOrders'))
  })

  it('shows the server field errors beside the field', async () => {
    const user = userEvent.setup()
    setup({
      'POST /api/bookings': () => apiError(400, 'invalid', 'Check the order', { quantity: 'Only 120 pieces in stock' }),
    })
    await user.type(await screen.findByLabelText(/delivery address/i, {}, SLOW), '1 Dock Road')
    await user.type(screen.getByLabelText(/phone/i), '555')
    await user.click(screen.getByRole('button', { name: /place order/i }))
    expect(await screen.findByText('Only 120 pieces in stock')).toBeInTheDocument()
    expect(screen.getByLabelText(/quantity/i)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: /place order/i })).toBeEnabled()
  })
})
