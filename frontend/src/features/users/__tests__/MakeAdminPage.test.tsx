import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listOf, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const me = makeUser({ role: 'admin', name: 'Ada Admin', email: 'admin@pallet.test' })
const carl = makeUser({ name: 'Carl Customer', email: 'carl@corp.test' })

function setup(promote: Parameters<typeof mockApi>[0][string]) {
  setSession(me)
  const api = mockApi({
    'GET /api/me': () => me,
    'GET /api/users': () => listOf([me, carl]),
    'PUT /api/users/:id/role': promote,
    'DELETE /api/users/:id': () => reply(204),
  })
  renderRoute('/dashboard/makeAdmin')
  return api
}

function setupSearch(path: string) {
  setSession(me)
  const api = mockApi({
    'GET /api/me': () => me,
    'GET /api/users': (req) => {
      const q = req.url.searchParams.get('q') ?? ''
      const page = Number(req.url.searchParams.get('page') ?? 1)
      return listOf([me, carl].filter((u) => u.email.includes(q)), page, 20, 45)
    },
  })
  const { router } = renderRoute(path)
  return { api, urlParams: () => new URLSearchParams(router.state.location.search) }
}

const row = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement)

const confirmIn = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name }))

describe('MakeAdminPage', () => {
  it('shows each role and terms as facts in their own columns, and role changes as plain actions', async () => {
    setup(() => carl)
    await screen.findByRole('button', { name: 'Make Carl Customer an admin' }, SLOW)
    const cell = (name: string, label: string) => (row(name).getByText((_, el) => el?.getAttribute('data-label') === label) as HTMLElement)
    expect(cell('Carl Customer', 'Role')).toHaveTextContent('Customer')
    expect(cell('Carl Customer', 'Terms')).toHaveTextContent('Card only')
    expect(cell('Ada Admin', 'Role')).toHaveTextContent('Admin')
    expect(within(cell('Carl Customer', 'Role')).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Make Carl Customer an admin' })).not.toHaveClass('btn--primary')
  })

  it('asks before making an admin, then turns the row into "Admin" with the success toast', async () => {
    const user = userEvent.setup()
    const api = setup(() => ({ ...carl, role: 'admin', isAdmin: true }))
    await user.click(await screen.findByRole('button', { name: 'Make Carl Customer an admin' }, SLOW))
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toHaveTextContent('Make Carl Customer (carl@corp.test) an admin?')
    await confirmIn(user, 'Cancel')
    expect(api.callsTo('PUT', `/api/users/${carl.id}/role`)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Make Carl Customer an admin' }))
    await confirmIn(user, 'Make admin')
    expect(await screen.findByText('Successfully made an admin')).toBeInTheDocument()
    expect(row('Carl Customer').getByText('Admin')).toBeInTheDocument()
    expect(row('Carl Customer').queryByRole('button', { name: /make/i })).not.toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/users/${carl.id}/role`)[0].body).toEqual({ role: 'admin' })
  })

  it('toasts the failure on a 403 and keeps the button', async () => {
    const user = userEvent.setup()
    setup(() => apiError(403, 'forbidden', 'Admins only'))
    await user.click(await screen.findByRole('button', { name: 'Make Carl Customer an admin' }, SLOW))
    await confirmIn(user, 'Make admin')
    expect(await screen.findByText('Failed to Make an admin')).toBeInTheDocument()
    expect(row('Carl Customer').getByRole('button', { name: /make/i })).toBeEnabled()
  })

  it('removes another admin\'s rights after confirming; never your own', async () => {
    const user = userEvent.setup()
    const bea = makeUser({ role: 'admin', isAdmin: true, name: 'Bea Admin', email: 'bea@pallet.test' })
    setSession(me)
    const api = mockApi({ 'GET /api/me': () => me, 'GET /api/users': () => listOf([me, bea]), 'PUT /api/users/:id/role': () => ({ ...bea, role: 'customer', isAdmin: false }) })
    renderRoute('/dashboard/makeAdmin')
    await user.click(await screen.findByRole('button', { name: 'Remove admin rights from Bea Admin' }, SLOW))
    expect(row('Ada Admin').queryByRole('button', { name: /remove admin/i })).not.toBeInTheDocument()
    await confirmIn(user, 'Remove admin')
    expect(await screen.findByText('Bea Admin is no longer an admin')).toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/users/${bea.id}/role`)[0].body).toEqual({ role: 'customer' })
    expect(row('Bea Admin').getByRole('button', { name: 'Make Bea Admin an admin' })).toBeInTheDocument()
  })

  it('shows the server\'s reason when an admin can\'t be removed', async () => {
    const user = userEvent.setup()
    const bea = makeUser({ role: 'admin', isAdmin: true, name: 'Bea Admin', email: 'bea@pallet.test' })
    setSession(me)
    mockApi({ 'GET /api/me': () => me, 'GET /api/users': () => listOf([me, bea]), 'PUT /api/users/:id/role': () => apiError(409, 'conflict', 'The shop needs at least one admin') })
    renderRoute('/dashboard/makeAdmin')
    await user.click(await screen.findByRole('button', { name: 'Remove admin rights from Bea Admin' }, SLOW))
    await confirmIn(user, 'Remove admin')
    expect(await screen.findByText('The shop needs at least one admin')).toBeInTheDocument()
    expect(row('Bea Admin').getByText('Admin')).toBeInTheDocument()
  })

  it('has no Remove on your own row; Remove asks first', async () => {
    const user = userEvent.setup()
    const api = setup(() => carl)
    await screen.findByRole('rowheader', { name: /Ada Admin/ }, SLOW)
    expect(row('Ada Admin').queryByRole('button', { name: /remove/i })).not.toBeInTheDocument()
    await user.click(row('Carl Customer').getByRole('button', { name: 'Remove Carl Customer' }))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Carl Customer/ })).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', `/api/users/${carl.id}`)).toHaveLength(1)
  })

  it('searches by name or email with the search and page in the URL', async () => {
    const user = userEvent.setup()
    const { api, urlParams } = setupSearch('/dashboard/makeAdmin?q=corp&page=2')
    await screen.findByRole('rowheader', { name: /Carl Customer/ }, SLOW)
    expect(Object.fromEntries(api.callsTo('GET', '/api/users')[0].url.searchParams)).toEqual({ q: 'corp', page: '2', limit: '20' })
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('corp')
    expect(screen.queryByRole('rowheader', { name: /Ada Admin/ })).not.toBeInTheDocument()

    const search = screen.getByRole('searchbox', { name: 'Search users' })
    await user.clear(search)
    await user.type(search, 'pallet.test')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(urlParams().toString()).toBe('q=pallet.test'))
    expect(await screen.findByRole('rowheader', { name: /Ada Admin/ })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/users').at(-1)?.url.searchParams.get('page')).toBe('1')

    await user.click(screen.getByRole('button', { name: 'Next →' }))
    await waitFor(() => expect(urlParams().toString()).toBe('q=pallet.test&page=2'))
  })

  it('says so when no user matches the search', async () => {
    setupSearch('/dashboard/makeAdmin?q=nobody')
    expect(await screen.findByRole('heading', { name: 'No users match “nobody”' }, SLOW)).toBeInTheDocument()
  })
})
