import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { listOf, makeProduct, makeUser } from '@/testing/fixtures'
import { mockApi, stockEditorRoutes } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const admin = makeUser({ role: 'admin' })

function setup() {
  setSession(admin)
  const products = [makeProduct({ name: 'AMD Ryzen 7 7700', brand: 'AMD', priceCents: 28900 }), makeProduct({ name: 'Intel Core i5-14400', brand: 'Intel' })]
  return mockApi({
    ...stockEditorRoutes,
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/me': () => admin,
    'GET /api/brands': () => ({ items: [] }),
    'GET /api/categories': () => categoriesFixture,
    'GET /api/products': () => listOf(products, 1, 20),
    'PATCH /api/products/:id': (req) => ({ ...products[0], ...(req.body as object) }),
    'DELETE /api/products/:id': () => undefined,
  })
}

describe('ManageProductsPage', () => {
  it('deletes only after "Are you sure?" is confirmed', async () => {
    const api = setup()
    renderRoute('/dashboard/manageProducts')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete AMD Ryzen 7 7700' }, { timeout: 5000 }))
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Delete AMD Ryzen 7 7700' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1))
    expect(await screen.findByText('Deleted AMD Ryzen 7 7700')).toBeInTheDocument()
  })

  it('edits a product in the filled-in form and saves with PATCH', async () => {
    const api = setup()
    renderRoute('/dashboard/manageProducts')
    expect(await screen.findByText('$289.00', {}, { timeout: 5000 })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Edit AMD Ryzen 7 7700' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit AMD Ryzen 7 7700' })
    const price = within(dialog).getByLabelText('Price per piece (USD)')
    expect(price).toHaveValue('289.00')
    await userEvent.clear(price)
    await userEvent.type(price, '279.5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Product updated')).toBeInTheDocument()
    const patch = api.calls.find((c) => c.method === 'PATCH')!
    expect(patch.body).toMatchObject({ priceCents: 27950, name: 'AMD Ryzen 7 7700' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('ManageProductsPage search', () => {
  it('searches as typing pauses, with one request, and keeps the search in the URL', async () => {
    const api = setup()
    const { router } = renderRoute('/dashboard/manageProducts')
    const box = await screen.findByRole('searchbox', { name: 'Search products' }, { timeout: 5000 })
    await userEvent.type(box, 'ryzen')
    await waitFor(() => expect(router.state.location.search).toBe('?q=ryzen'))
    await waitFor(() => expect(api.callsTo('GET', '/api/products').at(-1)!.url.searchParams.get('q')).toBe('ryzen'))
    const searches = api.callsTo('GET', '/api/products').map((c) => c.url.searchParams.get('q'))
    expect(searches.filter((q) => q !== null)).toEqual(['ryzen'])
  })

  it('opens with the search a link carries, and says when nothing matches', async () => {
    setSession(admin)
    const api = mockApi({
      'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
      'GET /api/me': () => admin,
      'GET /api/brands': () => ({ items: [] }),
      'GET /api/products': () => listOf([], 1, 20),
    })
    const { router } = renderRoute('/dashboard/manageProducts?q=quantum')
    expect(await screen.findByText('No products match “quantum”', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('quantum')
    expect(api.callsTo('GET', '/api/products')[0].url.searchParams.get('q')).toBe('quantum')
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })
})
