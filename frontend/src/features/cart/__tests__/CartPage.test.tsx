import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply, type MockRequest } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { makeCart, makeCartLine } from './cartFixture'

const SLOW = { timeout: 10000 }
const ssd = makeCartLine({ productId: 'p1', productName: 'Samsung 990 PRO 1TB', quantity: 100, unitPriceCents: 10000 })
const ram = makeCartLine({ productId: 'p2', productName: 'Kingston 32GB DDR5', sku: 'KF-32', quantity: 50, unitPriceCents: 5000, problem: 'Minimum order is 100 pieces' })

function setup(lines = [ssd, ram], extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser())
  const api = mockApi({ 'GET /api/cart': () => makeCart(lines), ...extra })
  return { api, ...renderRoute('/cart') }
}

const line = (name: string, item = screen.getByRole('listitem', { name })) => within(item)

describe('CartPage', () => {
  it('shows each line with its prices, the problem in red, and keeps Checkout disabled saying why', async () => {
    setup()
    await screen.findByRole('listitem', { name: 'Kingston 32GB DDR5' }, SLOW)
    expect(line('Samsung 990 PRO 1TB').getByLabelText('Quantity')).toHaveValue('100')
    expect(line('Samsung 990 PRO 1TB').getByText('$10,000.00')).toBeInTheDocument()
    expect(line('Kingston 32GB DDR5').getByText('Minimum order is 100 pieces')).toHaveClass('cart-line__problem')
    expect(screen.getByRole('listitem', { name: 'Kingston 32GB DDR5' })).toHaveAccessibleDescription('Minimum order is 100 pieces')
    // subtotal 10,000 + 2,500; tax 10%
    expect(screen.getByText('$12,500.00')).toBeInTheDocument()
    expect(screen.getByText('$1,250.00')).toBeInTheDocument()
    expect(screen.getByText('$13,750.00')).toBeInTheDocument()
    const checkout = screen.getByRole('button', { name: 'Checkout' })
    expect(checkout).toBeDisabled()
    expect(checkout).toHaveAccessibleDescription(/every line can be ordered/)
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument()
  })

  it('links to checkout when no line has a problem', async () => {
    setup([ssd])
    expect(await screen.findByRole('link', { name: 'Checkout' }, SLOW)).toHaveAttribute('href', '/checkout')
  })

  it('saves a changed quantity with PUT on Enter and shows the server’s new prices', async () => {
    const user = userEvent.setup()
    const fixed = makeCartLine({ ...ram, quantity: 200, lineTotalCents: 200 * 4500, unitPriceCents: 4500, problem: null })
    const { api } = setup([ssd, ram], {
      'PUT /api/cart/lines/:id': (req: MockRequest) => {
        expect(req.params.id).toBe('p2')
        return makeCart([ssd, fixed])
      },
    })
    const quantity = (await screen.findAllByLabelText('Quantity', {}, SLOW))[1]
    await user.clear(quantity)
    await user.type(quantity, '200{Enter}')
    await waitFor(() => expect(api.callsTo('PUT', '/api/cart/lines/p2')).toHaveLength(1))
    expect(api.callsTo('PUT', '/api/cart/lines/p2')[0].body).toEqual({ quantity: 200 })
    expect(await line('Kingston 32GB DDR5').findByText('$9,000.00')).toBeInTheDocument()
    expect(screen.queryByText('Minimum order is 100 pieces')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeInTheDocument()
  })

  it('shows a new quantity at once, before the server answers, then the server’s prices', async () => {
    const user = userEvent.setup()
    let answer: (cart: unknown) => void = () => {}
    const fixed = makeCartLine({ ...ram, quantity: 200, lineTotalCents: 200 * 4500, unitPriceCents: 4500, problem: null })
    setup([ssd, ram], { 'PUT /api/cart/lines/:id': () => new Promise((resolve) => (answer = resolve)) })
    const quantity = line('Kingston 32GB DDR5', await screen.findByRole('listitem', { name: 'Kingston 32GB DDR5' }, SLOW)).getByLabelText('Quantity')
    await user.clear(quantity)
    await user.type(quantity, '200{Enter}')
    await waitFor(() => expect(screen.getByLabelText('Saving the quantity')).toBeInTheDocument())
    expect(quantity).toHaveValue('200')
    expect(line('Kingston 32GB DDR5').queryByText('$9,000.00')).not.toBeInTheDocument()
    answer(makeCart([ssd, fixed]))
    expect(await line('Kingston 32GB DDR5').findByText('$9,000.00')).toBeInTheDocument()
  })

  it('puts the saved quantity back in the cart when the server refuses, keeping the refused one in the field with the reason', async () => {
    const user = userEvent.setup()
    const { api } = setup([ssd], { 'PUT /api/cart/lines/:id': () => apiError(400, 'invalid', 'Check the quantity', { quantity: 'Only 150 pieces in stock' }) })
    const quantity = await screen.findByLabelText('Quantity', {}, SLOW)
    await user.clear(quantity)
    await user.type(quantity, '900{Enter}')
    expect(await screen.findByText('Only 150 pieces in stock')).toBeInTheDocument()
    expect(quantity).toHaveValue('900')
    expect(api.callsTo('PUT', '/api/cart/lines/p1')[0].body).toEqual({ quantity: 900 })
    expect(line('Samsung 990 PRO 1TB').getByText('$10,000.00')).toBeInTheDocument()
  })

  it('takes a removed line away at once and brings it back when the server refuses', async () => {
    const user = userEvent.setup()
    let refuse: (reply: unknown) => void = () => {}
    setup([ssd, ram], { 'DELETE /api/cart/lines/:id': () => new Promise((resolve) => (refuse = resolve)) })
    await user.click(await screen.findByRole('button', { name: 'Remove Kingston 32GB DDR5' }, SLOW))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Kingston 32GB DDR5' })).not.toBeInTheDocument())
    refuse(apiError(409, 'conflict', 'The cart changed; try again'))
    expect(await screen.findByRole('listitem', { name: 'Kingston 32GB DDR5' })).toBeInTheDocument()
    expect(await screen.findByText('The cart changed; try again')).toBeInTheDocument()
  })

  it('refuses a quantity that is not a whole number and sends nothing', async () => {
    const user = userEvent.setup()
    const { api } = setup([ssd])
    const quantity = await screen.findByLabelText('Quantity', {}, SLOW)
    await user.clear(quantity)
    await user.type(quantity, '2.5')
    await user.tab()
    expect(screen.getByText('Enter a whole number of pieces, at least 1')).toBeInTheDocument()
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('PUT', '/api/cart/lines/p1')).toHaveLength(0)
  })

  it('clears the whole-number message when the buyer types the saved quantity back, and sends nothing', async () => {
    const user = userEvent.setup()
    const { api } = setup([ssd])
    const quantity = await screen.findByLabelText('Quantity', {}, SLOW)
    await user.clear(quantity)
    await user.type(quantity, 'abc{Enter}')
    expect(screen.getByText('Enter a whole number of pieces, at least 1')).toBeInTheDocument()
    await user.clear(quantity)
    await user.type(quantity, '100{Enter}')
    expect(screen.queryByText('Enter a whole number of pieces, at least 1')).not.toBeInTheDocument()
    expect(quantity).not.toHaveAttribute('aria-invalid')
    expect(api.callsTo('PUT', '/api/cart/lines/p1')).toHaveLength(0)
  })

  it('marks the quantity of a line that cannot be ordered as invalid, described by its problem', async () => {
    setup()
    await screen.findByRole('listitem', { name: 'Kingston 32GB DDR5' }, SLOW)
    const quantity = line('Kingston 32GB DDR5').getByLabelText('Quantity')
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    expect(quantity).toHaveAccessibleDescription('Minimum order is 100 pieces')
    expect(line('Samsung 990 PRO 1TB').getByLabelText('Quantity')).not.toHaveAttribute('aria-invalid')
  })

  it('shows a line’s part number before its price, and no stray separator when it has none', async () => {
    setup([makeCartLine({ ...ssd, sku: '' }), ram])
    await screen.findByRole('listitem', { name: 'Kingston 32GB DDR5' }, SLOW)
    expect(line('Kingston 32GB DDR5').getByText(/^KF-32 ·/)).toBeInTheDocument()
    const meta = screen.getByRole('listitem', { name: 'Samsung 990 PRO 1TB' }).querySelector('.cart-line__meta')
    expect(meta?.textContent).toBe('$100.00 per piece · MOQ 100')
  })

  it('removes a line with DELETE', async () => {
    const user = userEvent.setup()
    const { api } = setup([ssd, ram], { 'DELETE /api/cart/lines/:id': () => makeCart([ssd]) })
    await user.click(await screen.findByRole('button', { name: 'Remove Kingston 32GB DDR5' }, SLOW))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Kingston 32GB DDR5' })).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/cart/lines/p2')).toHaveLength(1)
    expect(screen.getByText('Kingston 32GB DDR5 removed from your cart.')).toBeInTheDocument()
  })

  it('empties the cart only after confirming, then shows the empty state', async () => {
    const user = userEvent.setup()
    const { api } = setup([ssd], { 'DELETE /api/cart': () => reply(204) })
    await user.click(await screen.findByRole('button', { name: 'Empty cart' }, SLOW))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep cart' }))
    expect(api.callsTo('DELETE', '/api/cart')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Empty cart' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Empty cart' }))
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/cart')).toHaveLength(1)
  })

  it('shows an empty cart with a link to the products', async () => {
    setup([])
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products')
  })

  it('says why no tax is charged, rather than "Tax (0%)"', async () => {
    setup([ssd], { 'GET /api/cart': () => ({ ...makeCart([ssd]), taxRatePercent: '0', taxCents: 0 }) })
    expect(await screen.findByText('Tax (none charged)', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Tax (0%)')).not.toBeInTheDocument()
  })

  it('names a tax-exempt account as the reason there is no tax', async () => {
    setup([ssd], { 'GET /api/cart': () => ({ ...makeCart([ssd]), taxRatePercent: '0', taxCents: 0 }) })
    setSession(makeUser({ terms: { invoiceTerms: false, netDays: 30, taxExempt: true } }))
    expect(await screen.findByText('Tax (none: your account is tax-exempt)', {}, SLOW)).toBeInTheDocument()
  })

  it('names the tax rate the cart is priced with', async () => {
    setup([ssd], { 'GET /api/cart': () => ({ ...makeCart([ssd]), taxRatePercent: '10' }) })
    expect(await screen.findByText('Tax (10%)', {}, SLOW)).toBeInTheDocument()
  })
})
