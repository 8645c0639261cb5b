import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CategoryInput } from '@/lib/types'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin' })

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  setSession(admin)
  return mockApi({
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/me': () => admin,
    'GET /api/categories': () => categoriesFixture,
    'PUT /api/admin/categories/:slug': (req) => ({ slug: req.params.slug, count: 0, ...(req.body as CategoryInput) }),
    'DELETE /api/admin/categories/:slug': () => reply(204),
    ...routes,
  })
}

describe('CategoriesPage', () => {
  it('lists the tree, children under their parent, with filters and counts', async () => {
    setup()
    renderRoute('/dashboard/categories')
    const table = await screen.findByRole('table', { name: 'Categories of the catalogue' }, SLOW)
    const names = within(table).getAllByRole('rowheader').map((cell) => cell.textContent)
    expect(names).toEqual(['Components', 'Memory', 'SSDs', 'Monitors'])
    const ssds = within(table).getByRole('rowheader', { name: 'SSDs' }).closest('tr')!
    expect(within(ssds).getByText('Capacity, Interface, Form factor')).toBeInTheDocument()
    expect(within(ssds).getByText('3')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/dashboard/categories')
  })

  it('edits a category: name, parent, position and filters', async () => {
    const api = setup()
    renderRoute('/dashboard/categories')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Monitors' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Monitors' }))
    await userEvent.clear(dialog.getByLabelText('Name'))
    await userEvent.type(dialog.getByLabelText('Name'), 'Displays')
    await userEvent.selectOptions(dialog.getByLabelText('Parent'), 'components')
    await userEvent.clear(dialog.getByLabelText('Position'))
    await userEvent.type(dialog.getByLabelText('Position'), '16')
    await userEvent.click(dialog.getByRole('button', { name: 'Add a filter' }))
    await userEvent.type(dialog.getByLabelText('Filter 2: key'), 'panel')
    await userEvent.type(dialog.getByLabelText('Filter 2: label'), 'Panel')
    await userEvent.click(dialog.getByRole('button', { name: 'Save category' }))
    await screen.findByText('Category saved')
    expect(api.callsTo('PUT', '/api/admin/categories/monitors')[0].body).toEqual({
      name: 'Displays',
      parent: 'components',
      position: 16,
      attributes: [
        { key: 'size', label: 'Screen size' },
        { key: 'panel', label: 'Panel' },
      ],
    })
    await waitFor(() => expect(api.callsTo('GET', '/api/categories')).toHaveLength(2))
  })

  it('keeps a parent with children top-level', async () => {
    setup()
    renderRoute('/dashboard/categories')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Components' }, SLOW))
    expect(within(screen.getByRole('dialog')).getByLabelText('Parent')).toBeDisabled()
  })

  it('adds a category under its slug, and checks the slug and filters first', async () => {
    const api = setup()
    renderRoute('/dashboard/categories')
    await userEvent.click(await screen.findByRole('button', { name: 'Add a category' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Add a category' }))
    await userEvent.type(dialog.getByLabelText('Slug'), 'Cables!')
    await userEvent.type(dialog.getByLabelText('Name'), 'Cables')
    await userEvent.click(dialog.getByRole('button', { name: 'Add a filter' }))
    await userEvent.type(dialog.getByLabelText('Filter 1: key'), 'length')
    await userEvent.click(dialog.getByRole('button', { name: 'Add category' }))
    expect(dialog.getByText('A slug has 1 to 40 lowercase letters, digits and -')).toBeInTheDocument()
    expect(dialog.getByText('Each filter needs a label of 1 to 60 characters')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/admin/categories/cables')).toHaveLength(0)

    await userEvent.clear(dialog.getByLabelText('Slug'))
    await userEvent.type(dialog.getByLabelText('Slug'), 'cables')
    await userEvent.type(dialog.getByLabelText('Filter 1: label'), 'Length')
    await userEvent.click(dialog.getByRole('button', { name: 'Add category' }))
    await screen.findByText('Category added')
    expect(api.callsTo('PUT', '/api/admin/categories/cables')[0].body).toEqual({ name: 'Cables', parent: '', position: 0, attributes: [{ key: 'length', label: 'Length' }] })
  })

  it("won't add a category over another one's slug", async () => {
    const api = setup()
    renderRoute('/dashboard/categories')
    await userEvent.click(await screen.findByRole('button', { name: 'Add a category' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Add a category' }))
    await userEvent.type(dialog.getByLabelText('Slug'), 'ssds')
    await userEvent.type(dialog.getByLabelText('Name'), 'Drives')
    await userEvent.click(dialog.getByRole('button', { name: 'Add category' }))
    expect(dialog.getByText('Another category has this slug; edit that one or pick another')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })

  it("shows the server's message beside the field it names", async () => {
    setup({ 'PUT /api/admin/categories/:slug': () => apiError(400, 'invalid', 'Choose a top-level category as the parent', { parent: 'Choose a top-level category as the parent' }) })
    renderRoute('/dashboard/categories')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Memory' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Memory' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save category' }))
    expect(await dialog.findByText('Choose a top-level category as the parent')).toBeInTheDocument()
    expect(dialog.getByLabelText('Parent')).toHaveAttribute('aria-invalid', 'true')
  })

  it('offers Delete only for a category nothing uses, and says what to move first', async () => {
    setup()
    renderRoute('/dashboard/categories')
    const ssds = await screen.findByRole('button', { name: 'Delete SSDs: Move its 3 products to another category first' }, SLOW)
    expect(ssds).toBeDisabled()
    expect(ssds).toHaveAttribute('title', 'Move its 3 products to another category first')
    expect(screen.getByRole('button', { name: /^Delete Components: / })).toBeDisabled()
  })

  it('deletes after confirming, and says why when the server finds the category in use after all', async () => {
    const unused = categoriesFixture.map((c) => (c.slug === 'monitors' || c.slug === 'memory' ? { ...c, count: 0 } : c))
    const api = setup({
      'GET /api/categories': () => unused,
      'DELETE /api/admin/categories/:slug': (req) =>
        req.params.slug === 'memory' ? apiError(409, 'conflict', "Move this category's products to another category first") : reply(204),
    })
    renderRoute('/dashboard/categories')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Memory' }, SLOW))
    const confirm = within(screen.getByRole('alertdialog', { name: 'Are you sure?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    expect(await confirm.findByRole('alert')).toHaveTextContent("Move this category's products to another category first")
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }))

    await userEvent.click(screen.getByRole('button', { name: 'Delete Monitors' }))
    expect(within(screen.getByRole('alertdialog')).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await screen.findByText('Deleted Monitors')
    expect(api.callsTo('DELETE', '/api/admin/categories/monitors')).toHaveLength(1)
  })
})
