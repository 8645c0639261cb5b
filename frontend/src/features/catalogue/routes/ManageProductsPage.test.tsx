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

describe('ManageProductsPage: the form and the stock split in one dialog', () => {
  const ryzen = makeProduct({ id: 'p-ryzen', name: 'AMD Ryzen 7 7700', brand: 'AMD', stock: 5000 })

  function setupSplit() {
    setSession(admin)
    return mockApi({
      ...stockEditorRoutes,
      'GET /api/me': () => admin,
      'GET /api/brands': () => ({ items: [] }),
      'GET /api/categories': () => categoriesFixture,
      'GET /api/products': () => listOf([ryzen], 1, 20),
      'PUT /api/admin/products/:id/stock': () => ({ ...ryzen, stock: 6200, stockByWarehouse: [{ code: 'main', stock: 6200 }] }),
      'PATCH /api/products/:id': (req) => ({ ...ryzen, ...(req.body as object) }),
    })
  }

  async function saveSplitThenOpenForm() {
    renderRoute('/dashboard/manageProducts')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit AMD Ryzen 7 7700' }, { timeout: 5000 }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit AMD Ryzen 7 7700' }))
    const main = await dialog.findByLabelText('Main warehouse (main)')
    await userEvent.clear(main)
    await userEvent.type(main, '6200')
    await userEvent.click(dialog.getByRole('button', { name: 'Save stock' }))
    expect(await screen.findByText('Stock saved')).toBeInTheDocument()
    return dialog
  }

  it('saving the form after the split keeps the split: the untouched stock is not sent, and shows the new total', async () => {
    const api = setupSplit()
    const dialog = await saveSplitThenOpenForm()
    expect(dialog.getByLabelText('Stock (pieces)')).toHaveValue('6200')
    const price = dialog.getByLabelText('Price per piece (USD)')
    await userEvent.clear(price)
    await userEvent.type(price, '279')
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Product updated')).toBeInTheDocument()
    const body = api.callsTo('PATCH', '/api/products/p-ryzen')[0].body as Record<string, unknown>
    expect(body).toMatchObject({ priceCents: 27900 })
    expect(body).not.toHaveProperty('stock')
  })

  it('sends a stock the admin typed, as the new total', async () => {
    const api = setupSplit()
    const dialog = await saveSplitThenOpenForm()
    const stock = dialog.getByLabelText('Stock (pieces)')
    await userEvent.clear(stock)
    await userEvent.type(stock, '7000')
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Product updated')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/products/p-ryzen')[0].body).toMatchObject({ stock: 7000 })
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
