import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ContractPrice } from '@/lib/types'
import { listOf, makeBooking, makeCompany, makeProduct, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { makeCart, makeCartLine } from './cartFixture'

const SLOW = { timeout: 10000 }
const ssd = makeProduct({ id: 'p1', name: 'Samsung 990 PRO 1TB', priceCents: 15000 })
const ram = makeProduct({ id: 'p2', name: 'Kingston 32GB DDR5', priceCents: 5000 })
const contract: ContractPrice[] = [{ productId: 'p1', sku: 'MZ-1', unitPriceCents: 12000 }]
const prices = { items: contract, total: 1, page: 1, limit: 10000 }

/** A signed-in buyer, in Acme (member) or in no company. */
function signIn(member: boolean, routes: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser())
  return mockApi({
    'GET /api/company': () => (member ? makeCompany({ myRole: 'buyer' }) : apiError(404, 'not_found', 'Not in a company')),
    'GET /api/company/prices': () => prices,
    ...routes,
  })
}

describe('Your price', () => {
  it('shows a member their contract price in the cart, where it applies', async () => {
    signIn(true, {
      'GET /api/cart': () => makeCart([makeCartLine({ productId: 'p1', productName: 'Samsung 990 PRO 1TB', unitPriceCents: 12000 }), makeCartLine({ productId: 'p2', productName: 'Kingston 32GB DDR5', unitPriceCents: 5000 })]),
    })
    renderRoute('/cart')
    const line = within(await screen.findByRole('listitem', { name: 'Samsung 990 PRO 1TB' }, SLOW))
    await waitFor(() => expect(line.getByText('Your price')).toBeInTheDocument())
    expect(line.getByText('Your price').parentElement).toHaveTextContent('$120.00')
    expect(within(screen.getByRole('listitem', { name: 'Kingston 32GB DDR5' })).queryByText('Your price')).not.toBeInTheDocument()
  })

  it('shows it on the product cards beside the list price, for members only', async () => {
    const api = signIn(true, { 'GET /api/products': () => listOf([ssd, ram]), 'GET /api/brands': () => ({ items: [] }), 'GET /api/categories': () => [] })
    renderRoute('/products')
    const card = within((await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' }, SLOW)).closest('article')!)
    await waitFor(() => expect(card.getByText('Your price')).toBeInTheDocument())
    expect(card.getByText('$150.00')).toBeInTheDocument()
    expect(card.getByText('Your price').parentElement).toHaveTextContent('$120.00')
    expect(within(screen.getByRole('heading', { name: 'Kingston 32GB DDR5' }).closest('article')!).queryByText('Your price')).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/company/prices')).toHaveLength(1)
  })

  it('asks nothing and shows nothing for a buyer in no company', async () => {
    const api = signIn(false, { 'GET /api/products/:id': () => ssd, 'GET /api/categories': () => [] })
    renderRoute('/purchase/p1')
    expect(await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' }, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET', '/api/company')).toHaveLength(1))
    expect(screen.queryByText('Your price')).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/company/prices')).toHaveLength(0)
  })

  it('prices the product page’s live total at the member’s price', async () => {
    signIn(true, { 'GET /api/products/:id': () => ssd, 'GET /api/categories': () => [] })
    renderRoute('/purchase/p1')
    expect(await screen.findByText('Your price', {}, SLOW)).toBeInTheDocument()
    // the MOQ of 100 at the contract's $120.00, not the list's $150.00
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$12,000.00')
  })
})

describe('Checkout for a company that asks for PO numbers', () => {
  it('says the PO number is required, and stops a checkout without one', async () => {
    const user = userEvent.setup()
    const api = signIn(true, {
      'GET /api/company': () => makeCompany({ myRole: 'buyer', poRequired: true }),
      'GET /api/cart': () => makeCart([makeCartLine()]),
      'GET /api/bookings': () => listOf([makeBooking({ address: '7 Harbour Lane', phone: '+44 20 7946 0000' })]),
      'GET /api/me/addresses': () => listOf([]),
    })
    renderRoute('/checkout')
    const po = await screen.findByLabelText('PO number', {}, SLOW)
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'))
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Your company asks for a PO number')).toBeInTheDocument()
    expect(po).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/cart/checkout')).toHaveLength(0)
  })

  it('puts the server’s fields.poNumber on the field', async () => {
    const user = userEvent.setup()
    signIn(true, {
      'GET /api/cart': () => makeCart([makeCartLine()]),
      'GET /api/bookings': () => listOf([makeBooking({ address: '7 Harbour Lane', phone: '+44 20 7946 0000' })]),
      'GET /api/me/addresses': () => listOf([]),
      'POST /api/cart/checkout': () => apiError(400, 'validation', 'Check the highlighted fields', { poNumber: 'Your company asks for a PO number' }),
    })
    renderRoute('/checkout')
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'), SLOW)
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Your company asks for a PO number')).toBeInTheDocument()
    expect(screen.getByLabelText(/PO number/)).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('Buy now, for a member', () => {
  it('asks for the PO number the company requires, and sends it', async () => {
    const user = userEvent.setup()
    const api = signIn(true, {
      'GET /api/company': () => makeCompany({ myRole: 'buyer', poRequired: true }),
      'GET /api/products/:id': () => ssd,
      'GET /api/categories': () => [],
      'POST /api/bookings': () => reply(201, makeBooking()),
      'GET /api/bookings': () => listOf([]),
      'GET /api/me/addresses': () => listOf([]),
    })
    renderRoute('/purchase/p1')
    await user.click(await screen.findByRole('button', { name: 'Buy now' }, SLOW))
    const form = screen.getByRole('form', { name: 'Checkout' })
    await user.type(within(form).getByLabelText('Delivery address'), '1 Dock Road')
    await user.type(within(form).getByLabelText('Phone'), '+1 555 0100')
    await user.click(within(form).getByRole('button', { name: 'Place order' }))
    expect(await within(form).findByText('Your company asks for a PO number')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(0)
    await user.type(within(form).getByLabelText('PO number'), 'PO-77')
    await user.click(within(form).getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/bookings')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/bookings')[0].body).toMatchObject({ productId: 'p1', poNumber: 'PO-77' })
  })
})

