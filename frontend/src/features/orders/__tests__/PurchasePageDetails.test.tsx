import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Product } from '@/lib/types'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { makeProduct, makeQuote, makeUser } from '@/testing/fixtures'
import { mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }

function setup(overrides: Partial<Product> = {}) {
  const product = makeProduct({
    id: 'p1',
    category: 'ssds',
    // stored by key; the table shows the category's order, then the rest by name
    attributes: { warranty_years: '5', interface: 'PCIe 4.0', capacity: '2 TB', colour: 'Black' },
    ...overrides,
  })
  setSession(makeUser())
  const api = mockApi({
    'GET /api/products/:id': () => product,
    'GET /api/categories': () => categoriesFixture,
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'POST /api/quotes': () => reply(201, makeQuote({ id: 'q1' })),
    'GET /api/quotes/:id': () => makeQuote({ id: 'q1' }),
  })
  return { api, product, ...renderRoute('/purchase/p1') }
}

describe('Product page: specifications, category and availability', () => {
  it("shows the category's specs in its order with labels, then the others", async () => {
    setup()
    const specs = await screen.findByRole('table', { name: 'Specifications' }, SLOW)
    const rows = within(specs)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])
    expect(rows).toEqual([
      ['Capacity', '2 TB'],
      ['Interface', 'PCIe 4.0'],
      ['Colour', 'Black'],
      ['Warranty years', '5'],
    ])
  })

  it('reads the categories once, though the breadcrumb and the specifications both use them', async () => {
    const { api } = setup()
    await screen.findByRole('table', { name: 'Specifications' }, SLOW)
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/categories')).toHaveLength(1)
  })

  it('names the tab after the product', async () => {
    const { product } = setup()
    await screen.findByRole('heading', { level: 1, name: product.name }, SLOW)
    await waitFor(() => expect(document.title).toBe(`${product.name} · Pallet`))
  })

  it('links the breadcrumb to the category and its parent in the catalogue', async () => {
    setup()
    const ssds = await screen.findByRole('link', { name: 'SSDs' }, SLOW)
    expect(ssds).toHaveAttribute('href', '/products?category=ssds')
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    expect(crumbs.getByRole('link', { name: 'Components' })).toHaveAttribute('href', '/products?category=components')
    expect(crumbs.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products')
  })

  it('puts the name (the h1) and price before the description', async () => {
    setup()
    const h1 = await screen.findByRole('heading', { level: 1 }, SLOW)
    const headings = screen.getAllByRole('heading')
    expect(headings[0]).toBe(h1)
    expect(h1).toHaveTextContent('Samsung 990 PRO 1TB NVMe SSD')
    const description = screen.getByRole('heading', { name: 'Description' })
    const price = screen.getByText('$1,234.50')
    expect(h1.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(price.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('says a product with fewer pieces than its minimum order is below it, not out of stock', async () => {
    setup({ stock: 8, minOrderQuantity: 100, orderable: false })
    await screen.findByRole('heading', { level: 1 }, SLOW)
    expect(screen.getByText('Below minimum order')).toBeInTheDocument()
    expect(screen.getByText(/Only 8 pcs left, fewer than the minimum order of 100\./)).toBeInTheDocument()
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument()
    expect(screen.queryByText('In stock')).not.toBeInTheDocument()
  })

  it('says "Out of stock" only when there is none', async () => {
    setup({ stock: 0, minOrderQuantity: 100, orderable: false })
    await screen.findByRole('heading', { level: 1 }, SLOW)
    expect(screen.getAllByText('Out of stock')).toHaveLength(1)
  })

  it('asks for a quote at the minimum order when the product is out of stock', async () => {
    const user = userEvent.setup()
    const { api, router } = setup({ stock: 8, minOrderQuantity: 100, orderable: false })
    await user.click(await screen.findByRole('button', { name: 'Request a quote' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Request a quote' }))
    expect(dialog.getByText('100 × Samsung 990 PRO 1TB NVMe SSD')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Send request' }))
    await screen.findByText(/Quote requested/)
    expect(api.callsTo('POST', '/api/quotes')[0].body).toEqual({ lines: [{ productId: 'p1', quantity: 100 }], note: '' })
    expect(router.state.location.pathname).toBe('/dashboard/quotes/q1')
  })
})
