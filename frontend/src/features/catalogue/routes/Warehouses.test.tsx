import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listOf, makeProduct, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin' })
const main = { code: 'main', name: 'Main warehouse', address: '', leadTimeDays: 0, position: 0 }
const north = { code: 'north', name: 'North', address: '9 Fjord Rd', leadTimeDays: 5, position: 1 }

describe('Warehouses', () => {
  it('lists the warehouses with their lead times and adds one, with the server’s message on its field', async () => {
    setSession(admin)
    const api = mockApi({
      'GET /api/me': () => admin,
      'GET /api/admin/warehouses': () => [main, north],
      'PUT /api/admin/warehouses/:code': (req) =>
        (req.body as { leadTimeDays: number }).leadTimeDays > 60
          ? apiError(400, 'invalid', 'The lead time is at most 60 days', { leadTimeDays: 'The lead time is at most 60 days' })
          : { code: req.params.code, ...(req.body as object) },
    })
    const user = userEvent.setup()
    renderRoute('/dashboard/warehouses')
    const row = within((await screen.findByRole('rowheader', { name: 'North' }, SLOW)).closest('tr') as HTMLElement)
    expect(row.getByText('5 days')).toBeInTheDocument()
    expect(within(screen.getByRole('rowheader', { name: 'Main warehouse' }).closest('tr') as HTMLElement).getByText('ships today')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add a warehouse' }))
    const dialog = screen.getByRole('dialog', { name: 'Add a warehouse' })
    await user.type(within(dialog).getByLabelText('Code'), 'east')
    await user.type(within(dialog).getByLabelText('Name'), 'East')
    const lead = within(dialog).getByLabelText('Lead time (days)')
    await user.clear(lead)
    await user.type(lead, '61')
    await user.click(within(dialog).getByRole('button', { name: 'Add warehouse' }))
    expect(await within(dialog).findByText('The lead time is at most 60 days')).toBeInTheDocument()

    await user.clear(lead)
    await user.type(lead, '12')
    await user.click(within(dialog).getByRole('button', { name: 'Add warehouse' }))
    expect(await screen.findByText('Warehouse added')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/admin/warehouses/east').at(-1)?.body).toEqual({ name: 'East', address: '', leadTimeDays: 12, position: 0 })
  })

  it('edits a product’s stock per warehouse and sends every warehouse’s count', async () => {
    setSession(admin)
    const product = makeProduct({ name: 'Split SSD', stock: 1200 })
    const api = mockApi({
      'GET /api/me': () => admin,
      'GET /api/brands': () => ({ items: [] }),
      'GET /api/categories': () => [],
      'GET /api/products': () => listOf([product], 1, 20),
      'GET /api/products/:id': () => product,
      'GET /api/admin/warehouses': () => [main, north],
      'GET /api/admin/products/:id/stock': () => ({ ...product, stockByWarehouse: [{ code: 'main', stock: 1200 }, { code: 'north', stock: 0 }] }),
      'PUT /api/admin/products/:id/stock': () => ({ ...product, stock: 2000, stockByWarehouse: [{ code: 'main', stock: 1200 }, { code: 'north', stock: 800 }] }),
    })
    const user = userEvent.setup()
    renderRoute(`/dashboard/manageProducts?edit=${product.id}`)
    const form = await screen.findByRole('form', { name: 'Stock per warehouse' }, SLOW)
    const northCount = within(form).getByLabelText('North (north)')
    await user.clear(northCount)
    await user.type(northCount, '800')
    expect(form).toHaveTextContent('Total 2,000 pcs')
    await user.click(within(form).getByRole('button', { name: 'Save stock' }))
    expect(await screen.findByText('Stock saved')).toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/admin/products/${product.id}/stock`)[0].body).toEqual({
      warehouses: [{ code: 'main', stock: 1200 }, { code: 'north', stock: 800 }],
    })
  })
})
