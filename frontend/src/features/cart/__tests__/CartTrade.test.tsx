import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeQuote, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { makeCart, makeCartLine } from './cartFixture'

const SLOW = { timeout: 10000 }
const ssd = makeCartLine({ productId: 'p1', productName: 'Samsung 990 PRO 1TB', sku: 'MZ-V9P1T0BW', quantity: 300, nextBreak: { minQuantity: 500, unitPriceCents: 13900 } })
const ram = makeCartLine({ productId: 'p2', productName: 'Kingston 32GB DDR5', sku: 'KF556C40BB-32', quantity: 1000 })

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser())
  const api = mockApi({ 'GET /api/cart': () => makeCart([ssd, ram]), ...extra })
  return { api, ...renderRoute('/cart') }
}

describe('Cart, trade buying', () => {
  it('shows each line’s part number and the next volume price up', async () => {
    setup()
    const line = within(await screen.findByRole('listitem', { name: 'Samsung 990 PRO 1TB' }, SLOW))
    expect(line.getByText(/^MZ-V9P1T0BW/)).toBeInTheDocument()
    expect(line.getByText('Order 500 for $139.00 each')).toBeInTheDocument()
    expect(within(screen.getByRole('listitem', { name: 'Kingston 32GB DDR5' })).queryByText(/^Order \d/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Quick order by part number' })).toHaveAttribute('href', '/quick-order')
  })

  it('requests a quote for every line of the cart, which the server moves out of the cart in the same request, and opens the new quote', async () => {
    const user = userEvent.setup()
    let requested = false
    const { api, router } = setup({
      'GET /api/cart': () => makeCart(requested ? [] : [ssd, ram]),
      'POST /api/quotes': () => {
        requested = true
        return reply(201, makeQuote({ id: 'q-cart' }))
      },
      'GET /api/quotes/:id': () => makeQuote({ id: 'q-cart' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Request a quote' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Request a quote' }))
    expect(dialog.getByText(/all 2 lines of your cart/)).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/quotes/q-cart'))
    expect(api.callsTo('POST', '/api/quotes')[0].body).toEqual({
      lines: [
        { productId: 'p1', quantity: 300 },
        { productId: 'p2', quantity: 1000 },
      ],
      note: '',
      fromCart: true,
    })
    expect(api.callsTo('DELETE', '/api/cart'), 'no second request empties the cart').toHaveLength(0)
    expect(await screen.findByRole('link', { name: 'Cart, 0 lines' })).toHaveAttribute('href', '/cart')
  })

  it('shows why the server refused the request and stays in the form', async () => {
    const user = userEvent.setup()
    const { router } = setup({ 'POST /api/quotes': () => apiError(400, 'invalid', 'Check the request', { 'lines.p2': 'This product is no longer available' }) })
    await user.click(await screen.findByRole('button', { name: 'Request a quote' }, SLOW))
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is no longer available')
    expect(router.state.location.pathname).toBe('/cart')
  })
})
