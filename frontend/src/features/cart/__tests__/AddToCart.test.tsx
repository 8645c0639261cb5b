import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { listOf, makeProduct, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, type MockRequest } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { makeCart, makeCartLine } from './cartFixture'

const SLOW = { timeout: 10000 }
const CONFIG = { authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }
const ssd = makeProduct({ id: 'p1', name: 'Samsung 990 PRO 1TB', minOrderQuantity: 250 })
const gone = makeProduct({ id: 'p2', name: 'Kingston Fury 32GB', stock: 40, minOrderQuantity: 100 })

function setup(cartLines = [] as ReturnType<typeof makeCartLine>[], extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser())
  return mockApi({
    'GET /api/config': () => CONFIG,
    'GET /api/brands': () => ({ items: [] }),
    'GET /api/categories': () => categoriesFixture,
    'GET /api/products': () => listOf([ssd, gone]),
    'GET /api/products/:id': () => ssd,
    'GET /api/cart': () => makeCart(cartLines),
    'PUT /api/cart/lines/:id': (req: MockRequest) => makeCart([makeCartLine({ productId: req.params.id, quantity: (req.body as { quantity: number }).quantity })]),
    ...extra,
  })
}

const card = async (name: string) => within((await screen.findByRole('heading', { name }, SLOW)).closest('article') as HTMLElement)

describe('Add to cart', () => {
  it('starts a product card at its MOQ, puts that many in the cart, toasts, and counts the line in the top bar', async () => {
    const user = userEvent.setup()
    const api = setup()
    renderRoute('/products')
    const ssdCard = await card('Samsung 990 PRO 1TB')
    expect(ssdCard.getByLabelText('Pieces')).toHaveValue('250')
    expect((await card('Kingston Fury 32GB')).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument()

    await user.click(ssdCard.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('250 × Samsung 990 PRO 1TB added to your cart.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/cart/lines/p1')[0].body).toEqual({ quantity: 250 })
    expect(screen.getByRole('link', { name: 'Cart, 1 line' })).toHaveAttribute('href', '/cart')
  })

  it('adds to what the cart already holds', async () => {
    const user = userEvent.setup()
    const api = setup([makeCartLine({ productId: 'p1', quantity: 300 })])
    renderRoute('/products')
    await screen.findByRole('link', { name: 'Cart, 1 line' }, SLOW)
    const ssdCard = await card('Samsung 990 PRO 1TB')
    await user.clear(ssdCard.getByLabelText('Pieces'))
    await user.type(ssdCard.getByLabelText('Pieces'), '500')
    await user.click(ssdCard.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(api.callsTo('PUT', '/api/cart/lines/p1')).toHaveLength(1))
    expect(api.callsTo('PUT', '/api/cart/lines/p1')[0].body).toEqual({ quantity: 800 })
  })

  it('says at once that a line below its minimum can’t be checked out, instead of a green “added”', async () => {
    const user = userEvent.setup()
    setup([], {
      'PUT /api/cart/lines/:id': (req: MockRequest) => {
        const quantity = (req.body as { quantity: number }).quantity
        return makeCart([makeCartLine({ productId: req.params.id, quantity, minOrderQuantity: 250, problem: 'Minimum order is 250 pieces' })])
      },
    })
    renderRoute('/products')
    const ssdCard = await card('Samsung 990 PRO 1TB')
    await user.clear(ssdCard.getByLabelText('Pieces'))
    await user.type(ssdCard.getByLabelText('Pieces'), '100')
    await user.click(ssdCard.getByRole('button', { name: 'Add to cart' }))
    expect(await ssdCard.findByRole('alert')).toHaveTextContent('Your cart holds 100 pcs of this product, which can’t be checked out: Minimum order is 250 pieces.')
    expect(await screen.findByText('100 × Samsung 990 PRO 1TB added, but the line can’t be checked out yet. Minimum order is 250 pieces.')).toBeInTheDocument()
    expect(screen.queryByText('100 × Samsung 990 PRO 1TB added to your cart.')).not.toBeInTheDocument()
  })

  it('shows the server’s refusal under the quantity', async () => {
    const user = userEvent.setup()
    setup([], { 'PUT /api/cart/lines/:id': () => apiError(400, 'invalid', 'Check the quantity', { quantity: 'Quantity is too large' }) })
    renderRoute('/products')
    const ssdCard = await card('Samsung 990 PRO 1TB')
    await user.click(ssdCard.getByRole('button', { name: 'Add to cart' }))
    expect(await ssdCard.findByText('Quantity is too large')).toBeInTheDocument()
    expect(ssdCard.getByLabelText('Pieces')).toHaveAttribute('aria-invalid', 'true')
  })

  it('on the purchase page adds the buy box’s quantity, and books nothing', async () => {
    const user = userEvent.setup()
    const api = setup()
    renderRoute('/purchase/p1')
    const box = within(await screen.findByRole('region', { name: 'Order this product' }, SLOW))
    expect(box.getByLabelText('Quantity (pieces)')).toHaveValue('250')
    expect(screen.queryByRole('form', { name: 'Add Samsung 990 PRO 1TB to the cart' })).not.toBeInTheDocument()
    await user.click(box.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('250 × Samsung 990 PRO 1TB added to your cart.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/cart/lines/p1')[0].body).toEqual({ quantity: 250 })
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(0)
  })
})
