import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ProductFacets } from '@/lib/types'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { listOf, makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const facets: ProductFacets = {
  brands: [
    { value: 'Crucial', count: 1 },
    { value: 'Samsung', count: 2 },
  ],
  // the server counts a parent's children in its own count
  categories: [
    { value: 'components', count: 5 },
    { value: 'ssds', count: 3 },
    { value: 'memory', count: 2 },
    { value: 'monitors', count: 4 },
  ],
  attributes: {
    // the server sends these by count; the page shows the specs in the category's order
    interface: [{ value: 'PCIe 4.0', count: 2 }, { value: 'SATA', count: 1 }],
    capacity: [{ value: '2 TB', count: 2 }, { value: '1 TB', count: 1 }],
  },
}

function setup(items = [makeProduct({ name: 'Samsung 990 PRO 2TB' })], categories = categoriesFixture) {
  return mockApi({
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/brands': () => ({ items: [] }),
    'GET /api/categories': () => categories,
    'GET /api/products': () => ({ ...listOf(items), facets }),
  })
}

const searchOf = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search)
const categoryNav = () => within(screen.getByRole('navigation', { name: 'Categories' }))

describe('Products page: categories and facets', () => {
  beforeEach(() => setSession(null))

  it("shows the category tree with the counts under the other filters, a parent's as the server counts it", async () => {
    setup()
    renderRoute('/products?brand=Samsung')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 2TB' })
    const links = await waitFor(() => {
      const found = categoryNav().getAllByRole('link')
      expect(found.length).toBeGreaterThan(1)
      return found
    })
    expect(links.map((l) => l.textContent)).toEqual(['All products', 'Components 5', 'Memory 2', 'SSDs 3', 'Monitors 4'])
    // a category link keeps the other filters
    expect(categoryNav().getByRole('link', { name: /SSDs/ })).toHaveAttribute('href', '/products?category=ssds&brand=Samsung')
  })

  it('leaves out categories with no products, unless the link names one', async () => {
    setup(undefined, [...categoriesFixture, { slug: 'cables', name: 'Cables', parent: '', position: 30, count: 0, attributes: [] }])
    renderRoute('/products')
    await screen.findByRole('heading', { name: 'Samsung 990 PRO 2TB' })
    await waitFor(() => expect(categoryNav().getAllByRole('link').length).toBeGreaterThan(1))
    expect(categoryNav().queryByRole('link', { name: /Cables/ })).not.toBeInTheDocument()
  })

  it('filters by a category from the URL, and names it in the heading and the search box', async () => {
    const api = setup()
    renderRoute('/products?category=ssds')
    expect(await screen.findByRole('heading', { level: 1, name: 'SSDs' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/products')[0].url.searchParams.get('category')).toBe('ssds')
    expect(screen.getByLabelText('Search in SSDs')).toBeInTheDocument()
    expect(categoryNav().getByRole('link', { name: /SSDs/ })).toHaveAttribute('aria-current', 'true')
  })

  it("lists the category's specs in its order with labels and counts, and combines ticked values", async () => {
    const api = setup()
    const { router } = renderRoute('/products?category=ssds&brand=Samsung')
    const capacity = await screen.findByRole('group', { name: 'Capacity' })
    const legends = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)
    expect(legends.filter((l) => l === 'Capacity' || l === 'Interface')).toEqual(['Capacity', 'Interface'])
    expect(screen.queryByRole('group', { name: 'Form factor' })).not.toBeInTheDocument()
    expect(within(capacity).getByLabelText('2 TB (2)')).toBeInTheDocument()

    await userEvent.click(within(capacity).getByLabelText('2 TB (2)'))
    await userEvent.click(within(capacity).getByLabelText('1 TB (1)'))
    await userEvent.click(within(screen.getByRole('group', { name: 'Interface' })).getByLabelText('PCIe 4.0 (2)'))

    expect(searchOf(router).getAll('attr.capacity')).toEqual(['2 TB', '1 TB'])
    expect(searchOf(router).getAll('attr.interface')).toEqual(['PCIe 4.0'])
    expect(searchOf(router).get('brand')).toBe('Samsung')
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/products').at(-1)!.url.searchParams
      expect(last.getAll('attr.capacity')).toEqual(['2 TB', '1 TB'])
      expect(last.getAll('attr.interface')).toEqual(['PCIe 4.0'])
      expect(last.get('category')).toBe('ssds')
      expect(last.get('brand')).toBe('Samsung')
    })
  })

  it('drops the spec filters when another category is picked', async () => {
    setup()
    const { router } = renderRoute('/products?category=ssds&attr.capacity=2%20TB')
    await screen.findByRole('group', { name: 'Capacity' })
    await userEvent.click(categoryNav().getByRole('link', { name: /Monitors/ }))
    await waitFor(() => expect(searchOf(router).get('category')).toBe('monitors'))
    expect(searchOf(router).getAll('attr.capacity')).toEqual([])
  })

  it('shows the brands with their counts from the facets', async () => {
    setup()
    const { router } = renderRoute('/products')
    await screen.findByRole('option', { name: 'Samsung (2)' })
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Crucial')
    expect(searchOf(router).get('brand')).toBe('Crucial')
  })

  it('searches inside the category and specs picked', async () => {
    const api = setup()
    const { router } = renderRoute('/products?category=ssds&attr.capacity=2%20TB')
    await userEvent.type(await screen.findByLabelText('Search in SSDs'), 'evo')
    await waitFor(() => expect(searchOf(router).get('q')).toBe('evo'))
    expect(searchOf(router).get('category')).toBe('ssds')
    expect(searchOf(router).getAll('attr.capacity')).toEqual(['2 TB'])
    await waitFor(() => expect(api.callsTo('GET', '/api/products').at(-1)!.url.searchParams.get('q')).toBe('evo'))
  })

  it('offers to remove each filter when nothing matches', async () => {
    setup([])
    const { router } = renderRoute('/products?q=floppy&category=ssds&attr.capacity=2%20TB&brand=Samsung&inStock=true')
    const suggestions = within(await screen.findByRole('list', { name: 'Filters to remove' }))
    expect(screen.getByRole('heading', { name: /^No products match/ })).toHaveTextContent('No products match search “floppy”, category SSDs, Capacity: 2 TB, brand Samsung, in stock only')
    await userEvent.click(suggestions.getByRole('button', { name: 'Remove Capacity: 2 TB' }))
    expect(searchOf(router).getAll('attr.capacity')).toEqual([])
    expect(searchOf(router).get('q')).toBe('floppy')
    await userEvent.click(within(await screen.findByRole('list', { name: 'Filters to remove' })).getByRole('button', { name: 'Remove search “floppy”' }))
    expect(searchOf(router).get('q')).toBeNull()
    expect(searchOf(router).get('category')).toBe('ssds')
  })
})
