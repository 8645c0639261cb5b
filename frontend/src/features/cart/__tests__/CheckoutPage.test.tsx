import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CheckoutInput } from '@/lib/types'
import { listOf, makeBooking, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, paymentPageRoutes, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { cartQuery } from '@/features/cart/hooks/useCart'
import { queryClient } from '@/lib/queryClient'
import { makeCart, makeCartLine } from './cartFixture'

const SLOW = { timeout: 10000 }
const ssd = makeCartLine({ productId: 'p1', productName: 'Samsung 990 PRO 1TB' })
const ram = makeCartLine({ productId: 'p2', productName: 'Kingston 32GB DDR5', sku: 'KF-32' })
const earlier = makeBooking({ address: '7 Harbour Lane\nBay 4', phone: '+44 20 7946 0000' })

function setup(extra: Parameters<typeof mockApi>[0] = {}, previous = [earlier]) {
  setSession(makeUser({ name: 'Dana Buyer' }))
  const api = mockApi({
    'GET /api/cart': () => makeCart([ssd, ram]),
    'GET /api/bookings': () => listOf(previous, 1, 1),
    'GET /api/bookings/:id': () => makeBooking({ id: 'b-new' }),
    'GET /api/me/addresses': () => listOf([]),
    ...paymentPageRoutes,
    ...extra,
  })
  return { api, ...renderRoute('/checkout') }
}

describe('CheckoutPage', () => {
  it('prefills the address and phone from the newest order and the name from the account', async () => {
    const { api } = setup()
    await waitFor(() => expect(screen.getByLabelText(/delivery address/i)).toHaveValue('7 Harbour Lane\nBay 4'), SLOW)
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000')
    expect(screen.getByLabelText('Client name')).toHaveValue('Dana Buyer')
    expect(api.callsTo('GET', '/api/bookings')[0].url.searchParams.get('limit')).toBe('1')
    const summary = within(screen.getByRole('list', { name: 'Order lines' }))
    expect(summary.getByText('Samsung 990 PRO 1TB')).toBeInTheDocument()
    expect(summary.getByText('Kingston 32GB DDR5')).toBeInTheDocument()
  })

  it('sends the PO number and note, empties the cart and goes straight to the payment page', async () => {
    const user = userEvent.setup()
    const { api, router } = setup({ 'POST /api/cart/checkout': () => reply(201, makeBooking({ id: 'b-new' })) })
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'), SLOW)
    await user.type(screen.getByLabelText(/PO number/), 'PO-2025-117')
    await user.type(screen.getByLabelText(/Note/), 'Dock 3, mornings')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment/b-new'))
    expect(api.callsTo('POST', '/api/cart/checkout')[0].body as CheckoutInput).toEqual({
      address: '7 Harbour Lane\nBay 4',
      phone: '+44 20 7946 0000',
      clientName: 'Dana Buyer',
      poNumber: 'PO-2025-117',
      note: 'Dock 3, mornings',
    })
    expect(queryClient.getQueryData(cartQuery.queryKey)?.lines).toEqual([])
  })

  it('checks the required fields and the PO number length before sending', async () => {
    const user = userEvent.setup()
    const { api } = setup({}, [])
    await screen.findByRole('list', { name: 'Order lines' }, SLOW)
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(screen.getByText('Address is Required')).toBeInTheDocument()
    expect(screen.getByText('Phone is Required')).toBeInTheDocument()
    expect(screen.getByLabelText(/delivery address/i)).toHaveFocus()
    expect(screen.getByLabelText(/PO number/)).toHaveAttribute('maxLength', '64')
    expect(api.callsTo('POST', '/api/cart/checkout')).toHaveLength(0)
  })

  it('shows the server’s field errors on the fields and its line errors on the summary, with a link back to the cart', async () => {
    const user = userEvent.setup()
    setup({
      'POST /api/cart/checkout': () =>
        apiError(400, 'invalid', 'Check the order', { poNumber: 'PO number contains characters that are not allowed', 'lines.p2': 'Only 40 pieces in stock' }),
    })
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'), SLOW)
    await user.type(screen.getByLabelText(/PO number/), 'PO-1')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByText('PO number contains characters that are not allowed')).toBeInTheDocument()
    expect(screen.getByLabelText(/PO number/)).toHaveAttribute('aria-invalid', 'true')
    const ramLine = screen.getByText('Kingston 32GB DDR5').closest('li') as HTMLElement
    expect(within(ramLine).getByText('Only 40 pieces in stock')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Change them in your cart' })).toHaveAttribute('href', '/cart')
  })

  it('says so when the cart is empty', async () => {
    setup({ 'GET /api/cart': () => makeCart([]) })
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument()
  })
})
