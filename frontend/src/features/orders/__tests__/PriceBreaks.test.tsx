import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { makeProduct, makeQuote, makeUser } from '@/testing/fixtures'
import { mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const ssd = makeProduct({
  id: 'p1',
  name: 'Samsung 990 PRO 2TB',
  sku: 'MZ-V9P2T0BW',
  priceCents: 15000,
  minOrderQuantity: 100,
  stock: 50000,
  priceBreaks: [
    { minQuantity: 500, unitPriceCents: 13900 },
    { minQuantity: 1000, unitPriceCents: 12500 },
  ],
})

function setup(product = ssd) {
  setSession(makeUser())
  const api = mockApi({
    'GET /api/products/:id': () => product,
    'GET /api/categories': () => categoriesFixture,
    'GET /api/bookings': () => ({ items: [], total: 0, page: 1, limit: 1 }),
    'GET /api/cart': () => ({ lines: [], subtotalCents: 0, taxCents: 0, totalCents: 0 }),
    'POST /api/quotes': () => reply(201, makeQuote({ id: 'q-new' })),
    'GET /api/quotes/:id': () => makeQuote({ id: 'q-new' }),
  })
  return { api, ...renderRoute('/purchase/p1') }
}

async function typeQuantity(quantity: string) {
  const field = await screen.findByLabelText(/quantity \(pieces\)/i, {}, SLOW)
  await userEvent.clear(field)
  await userEvent.type(field, quantity)
}

const total = () => screen.getByRole('status', { name: /total/i })

describe('Purchase page volume prices', () => {
  it('shows the part number and a price table from the MOQ, then each break', async () => {
    setup()
    const table = within(await screen.findByRole('table', { name: 'Volume prices' }, SLOW))
    const rows = table.getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['100+ pcs$150.00 each', '500+ pcs$139.00 each', '1,000+ pcs$125.00 each'])
    expect(screen.getByText('MZ-V9P2T0BW')).toBeInTheDocument()
  })

  it('prices the total at the break the typed quantity reaches, and marks that row', async () => {
    setup()
    await typeQuantity('499')
    expect(total()).toHaveTextContent('$74,850.00')
    await typeQuantity('500')
    expect(total()).toHaveTextContent('$69,500.00')
    expect(screen.getByRole('row', { name: /500\+ pcs/ })).toHaveAttribute('aria-current', 'true')
    await typeQuantity('1200')
    expect(total()).toHaveTextContent('$150,000.00')
    expect(screen.getByRole('row', { name: /1,000\+ pcs/ })).toHaveAttribute('aria-current', 'true')
  })

  it('has no price table for a product without breaks', async () => {
    setup(makeProduct({ id: 'p1', priceBreaks: [] }))
    await screen.findByLabelText(/quantity \(pieces\)/i, {}, SLOW)
    expect(screen.queryByRole('table', { name: 'Volume prices' })).not.toBeInTheDocument()
  })

  it('offers a quote only above the highest break, and sends the typed quantity with the note', async () => {
    const user = userEvent.setup()
    const { api, router } = setup()
    await typeQuantity('1000')
    expect(screen.queryByRole('button', { name: 'Request a quote' })).not.toBeInTheDocument()
    await typeQuantity('5000')
    expect(screen.getByText('For 5,000 pieces we may beat our best listed price: ask us for a quote.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Request a quote' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Request a quote' }))
    expect(dialog.getByText('5,000 × Samsung 990 PRO 2TB')).toBeInTheDocument()
    await user.type(dialog.getByLabelText(/Note/), 'Delivery in two drops')
    await user.click(dialog.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/quotes/q-new'))
    expect(api.callsTo('POST', '/api/quotes')[0].body).toEqual({ lines: [{ productId: 'p1', quantity: 5000 }], note: 'Delivery in two drops' })
  })
})
