import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { listOf, makeProduct, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, stockEditorRoutes } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { fillProduct } from '@/testing/productForm'

vi.mock('@/lib/uploads', () => ({ uploadImage: vi.fn(async () => '/images/t500.jpg') }))

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin' })

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  setSession(admin)
  return mockApi({
    ...stockEditorRoutes,
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/me': () => admin,
    'GET /api/categories': () => categoriesFixture,
    'GET /api/brands': () => ({ items: [] }),
    ...routes,
  })
}

async function addBreak(minQuantity: string, price: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add a price break' }))
  const rows = screen.getAllByLabelText(/Price break \d+: from pieces/)
  const n = rows.length
  await userEvent.type(rows[n - 1], minQuantity)
  await userEvent.type(screen.getByLabelText(`Price break ${n}: price per piece`), price)
}

const breaksGroup = () => within(screen.getByRole('group', { name: 'Volume price breaks' }))

describe('Product form: part number and price breaks', () => {
  it('says a left-empty part number is generated, and sends the breaks in cents by quantity', async () => {
    const api = setup({ 'POST /api/products': () => makeProduct() })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    expect(screen.getByText('Left empty, one is generated.')).toBeInTheDocument()
    await addBreak('1000', '125')
    await addBreak('500', '139.00')
    await addBreak('2000', '120')
    await userEvent.click(screen.getByRole('button', { name: 'Remove price break 3' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText('Product Added Successfully')).toBeInTheDocument()
    const body = api.callsTo('POST', '/api/products')[0].body as Record<string, unknown>
    expect(body).not.toHaveProperty('sku')
    expect(body.priceBreaks).toEqual([
      { minQuantity: 500, unitPriceCents: 13900 },
      { minQuantity: 1000, unitPriceCents: 12500 },
    ])
  })

  it('sends the low-stock alert level, and refuses one that is not a whole number', async () => {
    const api = setup({ 'POST /api/products': () => makeProduct() })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    const level = screen.getByLabelText('Low-stock alert at (pieces)')
    await userEvent.clear(level)
    await userEvent.type(level, '-3')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText('Enter a whole number of pieces (0: no alert)')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0)
    await userEvent.clear(level)
    await userEvent.type(level, '250')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    await screen.findByText('Product Added Successfully')
    expect(api.callsTo('POST', '/api/products')[0].body).toMatchObject({ lowStockThreshold: 250 })
  })

  it('sends a typed part number', async () => {
    const api = setup({ 'POST /api/products': () => makeProduct() })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await userEvent.type(screen.getByLabelText('Part number (SKU, optional)'), 'CT2000T500SSD8')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    await screen.findByText('Product Added Successfully')
    expect(api.callsTo('POST', '/api/products')[0].body).toMatchObject({ sku: 'CT2000T500SSD8', priceBreaks: [] })
  })

  it.each([
    [[['100', '140']], 'Each price break must start above the minimum order of 100 pieces'],
    [[['500', '140'], ['500', '130']], 'Two price breaks start at 500 pieces'],
    [[['500', '140'], ['1000', '145']], "A price break can't cost more per piece than a smaller quantity"],
    [[['500', '151']], "A price break can't cost more per piece than a smaller quantity"],
    [[['500', 'cheap']], 'Give every price break a whole number of pieces and a price in dollars'],
  ])('refuses breaks %j before sending: %s', async (breaks, message) => {
    const api = setup({ 'POST /api/products': () => makeProduct() })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    for (const [minQuantity, price] of breaks) await addBreak(minQuantity, price)
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(breaksGroup().getByText(message)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0)
  })

  it('marks only the break that is wrong, not every row', async () => {
    setup({ 'POST /api/products': () => makeProduct() })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await addBreak('500', '140')
    await addBreak('1000', '145')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(breaksGroup().getByText("A price break can't cost more per piece than a smaller quantity")).toBeInTheDocument()
    expect(screen.getByLabelText('Price break 2: price per piece')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Price break 1: price per piece')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Price break 1: from pieces')).not.toHaveAttribute('aria-invalid')
  })

  it('refuses a part number with characters the server does not allow', async () => {
    const api = setup({ 'POST /api/products': () => makeProduct() })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await userEvent.type(screen.getByLabelText('Part number (SKU, optional)'), 'CT 2000')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(screen.getByText("A part number may only have letters, digits, '-', '_', '.' and '/'")).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0)
  })

  it('shows the server’s part number and price break errors on their fields', async () => {
    setup({
      'POST /api/products': () => apiError(409, 'conflict', 'Another product has this part number', { sku: 'Another product has this part number', priceBreaks: 'A product can have at most 10 price breaks' }),
    })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await userEvent.type(screen.getByLabelText('Part number (SKU, optional)'), 'MZ-V9P1T0BW')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText('Another product has this part number')).toBeInTheDocument()
    expect(screen.getByLabelText('Part number (SKU, optional)')).toHaveAttribute('aria-invalid', 'true')
    expect(breaksGroup().getByText('A product can have at most 10 price breaks')).toBeInTheDocument()
  })

  it('edits a product’s part number and breaks in Manage Products, which lists the part number', async () => {
    const product = makeProduct({ id: 'p1', name: 'AMD Ryzen 7 7700', sku: 'RYZ7-7700', priceCents: 28900, minOrderQuantity: 100, priceBreaks: [{ minQuantity: 500, unitPriceCents: 27500 }] })
    const api = setup({
      'GET /api/products': () => listOf([product], 1, 20),
      'PATCH /api/products/:id': (req) => ({ ...product, ...(req.body as object) }),
    })
    renderRoute('/dashboard/manageProducts')
    expect(await screen.findByText('RYZ7-7700', {}, SLOW)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Edit AMD Ryzen 7 7700' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit AMD Ryzen 7 7700' }))
    expect(dialog.getByLabelText('Part number (SKU)')).toHaveValue('RYZ7-7700')
    expect(dialog.getByLabelText('Price break 1: price per piece')).toHaveValue('275.00')
    await userEvent.clear(dialog.getByLabelText('Part number (SKU)'))
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    expect(dialog.getByText('A part number has 1 to 64 characters')).toBeInTheDocument()
    await userEvent.type(dialog.getByLabelText('Part number (SKU)'), '100-100000592BOX')
    await userEvent.click(dialog.getByRole('button', { name: 'Remove price break 1' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Product updated')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/products/p1')[0].body).toMatchObject({ sku: '100-100000592BOX', priceBreaks: [] })
  })
})
