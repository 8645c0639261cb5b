import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { listOf, makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import ProductsPage from './ProductsPage'

const brands = { items: [{ brand: 'Samsung', count: 2 }, { brand: 'Kingston', count: 1 }] }
const searchOf = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search)

function setup(items = [makeProduct({ name: 'Samsung 990 PRO 1TB', priceCents: 123450 }), makeProduct({ name: 'Kingston Fury 32GB', brand: 'Kingston', stock: 40, minOrderQuantity: 100 })]) {
  return mockApi({
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/brands': () => brands,
    'GET /api/categories': () => categoriesFixture,
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

  it('keeps the heading order without the filters: the page, the results, then each product', async () => {
    setup()
    renderRoute('/products')
    const results = await screen.findByRole('region', { name: 'Product results' }, { timeout: 10000 })
    await within(results).findByRole('heading', { name: 'Samsung 990 PRO 1TB' })
    expect(within(results).getAllByRole('heading').map((h) => h.tagName)).toEqual(['H2', 'H3', 'H3'])
  })

  it('ends the folded-out filters with “Show N results”, which folds them away again', async () => {
    setup()
    renderRoute('/products')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' }, { timeout: 10000 })
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }))
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true')
    const filters = within(screen.getByRole('form', { name: 'Filter products' }))
    await userEvent.click(filters.getByRole('button', { name: 'Show 2 results' }))
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('renders cards with the price, MOQ and a below-minimum state that does not contradict the stock', async () => {
    setup()
    renderRoute('/products')
    const inStock = (await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })).closest('article')!
    expect(within(inStock).getByText('$1,234.50')).toBeInTheDocument()
    expect(within(inStock).getByText('MOQ 100 pcs')).toBeInTheDocument()
    expect(within(inStock).getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', expect.stringMatching(/^\/purchase\/[0-9a-f]{24}$/))
    expect(within(inStock).getByRole('img', { name: 'Samsung 990 PRO 1TB' })).toBeInTheDocument()

    const out = screen.getByRole('heading', { name: 'Kingston Fury 32GB' }).closest('article')!
    expect(within(out).getByText('Below minimum order')).toBeInTheDocument()
    expect(within(out).getByText('Below minimum order').parentElement).toHaveAttribute('title', 'Only 40 pcs left, fewer than the minimum order of 100.')
    expect(within(out).queryByText('Out of stock')).not.toBeInTheDocument()
    expect(within(out).getByRole('button', { name: 'Order Now' })).toBeDisabled()
    expect(within(out).queryByRole('link', { name: 'Order Now' })).not.toBeInTheDocument()
  })

  it('applies every choice at once and typed text once typing pauses, with no Apply button', async () => {
    const api = setup()
    const { router } = renderRoute('/products?page=3')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument()

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc')
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'))
    await userEvent.click(screen.getByLabelText('In stock only'))
    expect(searchOf(router).get('inStock')).toBe('true')

    await userEvent.type(screen.getByLabelText('Max $'), '99.5')
    await userEvent.type(screen.getByLabelText('Search products'), 'nvme')
    // nothing applies while a key was just pressed
    expect(searchOf(router).get('q')).toBeNull()
    await waitFor(() => expect(searchOf(router).get('q')).toBe('nvme'))
    await waitFor(() => expect(searchOf(router).get('maxPrice')).toBe('99.5'))
    expect(searchOf(router).get('page')).toBeNull()
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/products').at(-1)!.url.searchParams
      expect(last.get('maxPriceCents')).toBe('9950')
      expect(last.get('q')).toBe('nvme')
    })
  })

  it('keeps both typed filters when their pauses end together (a busy page)', async () => {
    setup()
    const { router } = renderRoute('/products')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })
    await userEvent.type(screen.getByLabelText('Max $'), '99.5')
    await userEvent.type(screen.getByLabelText('Search products'), 'nvme')
    // hold the thread past both pauses, so both boxes apply before the page renders again
    const until = Date.now() + 500
    while (Date.now() < until) {
      /* busy */
    }
    await waitFor(() => expect(searchOf(router).get('q')).toBe('nvme'))
    expect(searchOf(router).get('maxPrice')).toBe('99.5')
  })

  it('never applies a price that is not one, and says how to write it', async () => {
    setup()
    const { router } = renderRoute('/products')
    await userEvent.type(await screen.findByLabelText('Min $'), 'abc')
    expect(screen.getByText('Enter dollars, e.g. 120 or 99.50')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(searchOf(router).get('minPrice')).toBeNull()
  })

  it('puts the best matches first when searching, and offers that order only then', async () => {
    const api = setup()
    const { router } = renderRoute('/products')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })
    const sortOptions = () => within(screen.getByLabelText('Sort by')).getAllByRole('option').map((o) => o.textContent)
    expect(sortOptions()).not.toContain('Best match')
    expect(api.callsTo('GET', '/api/products')[0].url.searchParams.get('sort')).toBe('newest')

    await userEvent.type(screen.getByLabelText('Search products'), 'samsung')
    await waitFor(() => expect(searchOf(router).get('q')).toBe('samsung'))
    expect(sortOptions()).toContain('Best match')
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance')
    // the default for a search stays out of the link
    expect(searchOf(router).get('sort')).toBeNull()
    await waitFor(() => expect(api.callsTo('GET', '/api/products').at(-1)!.url.searchParams.get('sort')).toBe('relevance'))
  })

  it('goes back to the previous filters with the Back button', async () => {
    setup()
    const { router } = renderRoute('/products?brand=Samsung')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })
    await userEvent.click(screen.getByLabelText('In stock only'))
    expect(searchOf(router).get('inStock')).toBe('true')
    await act(() => router.navigate(-1))
    await waitFor(() => expect(screen.getByLabelText('In stock only')).not.toBeChecked())
    expect(screen.getByLabelText('Brand')).toHaveValue('Samsung')
  })

  it('offers Add to cart and Order Now on a card, and Buy now only when the shop composes it in', async () => {
    setup()
    renderRoute('/products', [{ path: '/products', element: <ProductsPage renderAddToCart={() => <button>Add to cart</button>} /> }])
    const card = (await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })).closest('article')!
    expect(within(card).getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', expect.stringMatching(/^\/purchase\//))
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Quick order' })).not.toBeInTheDocument()
  })

  it('opens Buy now from a card in a dialog over the page, and refreshes the cards when it closes', async () => {
    const user = userEvent.setup()
    const api = setup()
    renderRoute('/products', [{ path: '/products', element: <ProductsPage renderBuyNow={(product) => <p>Buy box for {product.name}</p>} /> }])
    const card = (await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' })).closest('article')!
    await user.click(within(card).getByRole('button', { name: 'Buy now' }))
    const dialog = screen.getByRole('dialog', { name: 'Buy now: Samsung 990 PRO 1TB' })
    expect(within(dialog).getByText('Buy box for Samsung 990 PRO 1TB')).toBeInTheDocument()
    const asked = api.callsTo('GET', '/api/products').length
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET', '/api/products').length).toBeGreaterThan(asked))
  })
})
