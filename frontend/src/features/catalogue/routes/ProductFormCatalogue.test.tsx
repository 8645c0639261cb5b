import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { installFakeXhr } from '@/testing/fakeXhr'
import { listOf, makeProduct, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, stockEditorRoutes } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { fillProduct } from '@/testing/productForm'

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin' })
const CHECK_TOAST = 'Some fields need fixing: see the messages under them.'

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  setSession(admin)
  const api = mockApi({
    ...stockEditorRoutes,
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/me': () => admin,
    'GET /api/brands': () => ({ items: [] }),
    'GET /api/categories': () => categoriesFixture,
    'POST /api/products': () => makeProduct(),
    'POST /api/uploads': () => ({ url: '/images/t500.jpg' }),
    ...routes,
  })
  installFakeXhr()
  return api
}

async function retype(label: string, text: string) {
  const input = screen.getByLabelText(label)
  await userEvent.clear(input)
  await userEvent.type(input, text)
}

const invalidNumbers: [string, string, string][] = [
  ['Price per piece (USD)', '-5', 'Enter a price in dollars, e.g. 129.99'],
  ['Price per piece (USD)', '0', 'Price must be more than $0.00'],
  ['Price per piece (USD)', 'abc', 'Enter a price in dollars, e.g. 129.99'],
  ['Stock (pieces)', '-1', 'Enter a whole number of pieces'],
  ['Stock (pieces)', '1.5', 'Enter a whole number of pieces'],
  ['Minimum order (MOQ)', '0', 'Minimum order must be a whole number, at least 1'],
]

describe('Product form: numbers, category and specs', () => {
  it.each(invalidNumbers)('refuses %s "%s" out loud: the message, the field in focus, a toast', async (label, text, message) => {
    const api = setup()
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await retype(label, text)
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus())
    expect(await screen.findByText(CHECK_TOAST)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0)
  })

  it('refuses an invalid number when editing too, and saves nothing', async () => {
    const product = makeProduct({ name: 'AMD Ryzen 7 7700', brand: 'AMD' })
    const api = setup({ 'GET /api/products': () => listOf([product], 1, 20), 'PATCH /api/products/:id': () => product })
    renderRoute('/dashboard/manageProducts')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit AMD Ryzen 7 7700' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit AMD Ryzen 7 7700' }))
    await userEvent.clear(dialog.getByLabelText('Stock (pieces)'))
    await userEvent.type(dialog.getByLabelText('Stock (pieces)'), '1.5')
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    expect(dialog.getByText('Enter a whole number of pieces')).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByLabelText('Stock (pieces)')).toHaveFocus())
    expect(await screen.findByText(CHECK_TOAST)).toBeInTheDocument()
    expect(api.callsTo('PATCH', `/api/products/${product.id}`)).toHaveLength(0)
  })

  it("asks for the category's specs by label, takes other specs, and sends them", async () => {
    const api = setup()
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await screen.findByRole('option', { name: 'Components › SSDs' })
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'ssds')
    const specs = within(screen.getByRole('group', { name: 'Specifications' }))
    await userEvent.type(specs.getByLabelText('Capacity'), '2 TB')
    await userEvent.type(specs.getByLabelText('Interface'), 'PCIe 4.0')
    await userEvent.click(specs.getByRole('button', { name: 'Add another spec' }))
    await userEvent.type(specs.getByLabelText('Other spec 1: name'), 'warranty_years')
    await userEvent.type(specs.getByLabelText('Other spec 1: value'), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    await screen.findByText('Product Added Successfully')
    expect(api.callsTo('POST', '/api/products')[0].body).toMatchObject({
      category: 'ssds',
      attributes: { capacity: '2 TB', interface: 'PCIe 4.0', warranty_years: '5' },
    })
  })

  it('checks spec names before sending', async () => {
    const api = setup()
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await userEvent.click(screen.getByRole('button', { name: 'Add another spec' }))
    await userEvent.type(screen.getByLabelText('Other spec 1: name'), 'Warranty Years')
    await userEvent.type(screen.getByLabelText('Other spec 1: value'), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(screen.getByText('Attribute names have 1 to 40 lowercase letters, digits and _, starting with a letter')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0)
  })

  it("shows the server's category and specs messages under their fields", async () => {
    setup({
      'POST /api/products': () =>
        apiError(400, 'invalid', 'Check the product', { category: 'Choose a category from the list', attributes: 'A product has at most 30 attributes' }),
    })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText('Choose a category from the list')).toBeInTheDocument()
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true')
    expect(within(screen.getByRole('group', { name: 'Specifications' })).getByText('A product has at most 30 attributes')).toBeInTheDocument()
  })

  it("edits a product's category and specs, keeping the ones its category doesn't declare", async () => {
    const product = makeProduct({ name: 'Samsung 870 EVO', category: 'ssds', attributes: { capacity: '1 TB', colour: 'Black' } })
    const api = setup({ 'GET /api/products': () => listOf([product], 1, 20), 'PATCH /api/products/:id': () => product })
    renderRoute('/dashboard/manageProducts')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Samsung 870 EVO' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Samsung 870 EVO' }))
    expect(await dialog.findByLabelText('Capacity')).toHaveValue('1 TB')
    expect(dialog.getByLabelText('Other spec 1: name')).toHaveValue('colour')
    await userEvent.clear(dialog.getByLabelText('Capacity'))
    await userEvent.type(dialog.getByLabelText('Capacity'), '2 TB')
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('Product updated')
    expect(api.callsTo('PATCH', `/api/products/${product.id}`)[0].body).toMatchObject({ category: 'ssds', attributes: { capacity: '2 TB', colour: 'Black' } })
  })
})
