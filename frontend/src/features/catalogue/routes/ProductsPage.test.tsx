import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { listOf, makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import ProductsPage from './ProductsPage'

const brands = { items: [{ brand: 'Samsung', count: 2 }, { brand: 'Kingston', count: 1 }] }

function setup(items = [makeProduct({ name: 'Samsung 990 PRO 1TB', priceCents: 123450 }), makeProduct({ name: 'Kingston Fury 32GB', brand: 'Kingston', stock: 40, minOrderQuantity: 100 })]) {
  return mockApi({
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/brands': () => brands,
    'GET /api/products': () => listOf(items),
  })
}

describe('ProductsPage', () => {
  beforeEach(() => setSession(null))

  it('reads its filters from the URL and asks the API in cents', async () => {
    const api = setup()
    renderRoute('/products?brand=Samsung&minPrice=10&maxPrice=1,500.5&inStock=true&sort=price_desc&page=2')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })
    const query = api.callsTo('GET', '/api/products')[0].url.searchParams
    expect(query.get('brand')).toBe('Samsung')
    expect(query.get('minPriceCents')).toBe('1000')
    expect(query.get('maxPriceCents')).toBe('150050')
    expect(query.get('inStock')).toBe('true')
    expect(query.get('sort')).toBe('price_desc')
    expect(query.get('page')).toBe('2')
    expect(screen.getByLabelText('Min $')).toHaveValue('10')
    expect(screen.getByLabelText('In stock only')).toBeChecked()
  })

  it('renders cards with the price, MOQ and an Out of stock state', async () => {
    setup()
    renderRoute('/products')
    const inStock = (await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })).closest('article')!
    expect(within(inStock).getByText('$1,234.50')).toBeInTheDocument()
    expect(within(inStock).getByText('MOQ 100 pcs')).toBeInTheDocument()
    expect(within(inStock).getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', expect.stringMatching(/^\/purchase\/[0-9a-f]{24}$/))
    expect(within(inStock).getByRole('img', { name: 'Samsung 990 PRO 1TB' })).toBeInTheDocument()

    const out = screen.getByRole('heading', { name: 'Kingston Fury 32GB' }).closest('article')!
    expect(within(out).getByText('Out of stock')).toBeInTheDocument()
    expect(within(out).getByRole('button', { name: 'Order Now' })).toBeDisabled()
    expect(within(out).queryByRole('link', { name: 'Order Now' })).not.toBeInTheDocument()
  })

  it('writes filter changes to the URL and starts again at page 1', async () => {
    const api = setup()
    const { router } = renderRoute('/products?page=3')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc')
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'))

    await userEvent.click(screen.getByLabelText('In stock only'))
    await userEvent.type(screen.getByLabelText('Search products'), 'nvme')
    await userEvent.type(screen.getByLabelText('Max $'), '99.5')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('nvme'))
    const params = new URLSearchParams(router.state.location.search)
    expect(params.get('maxPrice')).toBe('99.5')
    expect(params.get('inStock')).toBe('true')
    expect(params.get('page')).toBeNull()
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/products').at(-1)!.url.searchParams
      expect(last.get('maxPriceCents')).toBe('9950')
      expect(last.get('q')).toBe('nvme')
    })
  })

  it('says what to do when nothing matches, and clears the filters', async () => {
    setup([])
    const { router } = renderRoute('/products?q=floppy')
    expect(await screen.findByText(/No products match “floppy”/)).toBeInTheDocument()
    const empty = screen.getByRole('status')
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('opens the quick-order slot under a card and closes it when the form is done', async () => {
    setup()
    const quickOrder = (product: { name: string }, close: () => void) => (
      <div>
        Booking form for {product.name}
        <button onClick={close}>Book</button>
      </div>
    )
    renderRoute('/products', [{ path: '/products', element: <ProductsPage renderQuickOrder={quickOrder} /> }])
    const card = (await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })).closest('article')!
    const toggle = within(card).getByRole('button', { name: 'Quick order' })
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(within(card).getByText('Booking form for Samsung 990 PRO 1TB')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Book' }))
    expect(within(card).queryByText('Booking form for Samsung 990 PRO 1TB')).not.toBeInTheDocument()

    const out = screen.getByRole('heading', { name: 'Kingston Fury 32GB' }).closest('article')!
    expect(within(out).getByRole('button', { name: 'Quick order' })).toBeDisabled()
  })
})
