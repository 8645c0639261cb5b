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
// the server's words (domain checkBackorders), with the limits the document states
const RESTOCK_PROBLEM = 'The restock estimate is 1 to 180 days'

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  setSession(admin)
  return mockApi({
    ...stockEditorRoutes,
    'GET /api/me': () => admin,
    'GET /api/categories': () => categoriesFixture,
    'GET /api/brands': () => ({ items: [] }),
    ...routes,
  })
}

describe('Product form: backorders', () => {
  it('asks for the restock estimate once the product takes backorders, checks it, and sends both', async () => {
    const api = setup({ 'POST /api/products': () => makeProduct() })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    expect(screen.queryByLabelText('Restock estimate (days)')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: /backorder the rest/ }))
    const days = screen.getByLabelText('Restock estimate (days)')
    await userEvent.type(days, '181')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText(RESTOCK_PROBLEM)).toBeInTheDocument()
    expect(days).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0)

    await userEvent.clear(days)
    await userEvent.type(days, '14')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    await screen.findByText('Product Added Successfully')
    expect(api.callsTo('POST', '/api/products')[0].body).toMatchObject({ backorderable: true, restockDays: 14 })
  })

  it("shows the server's refusal of the restock estimate on its field", async () => {
    setup({ 'POST /api/products': () => apiError(400, 'invalid', RESTOCK_PROBLEM, { restockDays: RESTOCK_PROBLEM }) })
    renderRoute('/dashboard/add-products')
    await fillProduct()
    await userEvent.click(screen.getByRole('checkbox', { name: /backorder the rest/ }))
    await userEvent.type(screen.getByLabelText('Restock estimate (days)'), '30')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText(RESTOCK_PROBLEM)).toBeInTheDocument()
    expect(screen.getByLabelText('Restock estimate (days)')).toHaveAttribute('aria-invalid', 'true')
  })

  it('edits a backorderable product, and turning backorders off sends no estimate', async () => {
    const product = makeProduct({ id: 'p1', name: 'Seagate Exos 20TB', backorderable: true, restockDays: 21 })
    const api = setup({
      'GET /api/products': () => listOf([product], 1, 20),
      'PATCH /api/products/:id': (req) => ({ ...product, ...(req.body as object) }),
    })
    renderRoute('/dashboard/manageProducts')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Seagate Exos 20TB' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Seagate Exos 20TB' }))
    const backorders = dialog.getByRole('checkbox', { name: /backorder the rest/ })
    expect(backorders).toBeChecked()
    expect(dialog.getByLabelText('Restock estimate (days)')).toHaveValue('21')
    await userEvent.click(backorders)
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('Product updated')
    const body = api.callsTo('PATCH', '/api/products/p1')[0].body as Record<string, unknown>
    expect(body.backorderable).toBe(false)
    expect(body).not.toHaveProperty('restockDays')
  })
})
