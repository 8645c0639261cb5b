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

const row = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement)

describe('MakeAdminPage', () => {
  it('turns the row into "Admin" with the success toast', async () => {
    const user = userEvent.setup()
    const api = setup(() => ({ ...carl, role: 'admin', isAdmin: true }))
    await user.click(await screen.findByRole('button', { name: 'Make Carl Customer an admin' }, SLOW))
    expect(await screen.findByText('Successfully made an admin')).toBeInTheDocument()
    expect(row('Carl Customer').getByText('Admin')).toBeInTheDocument()
    expect(row('Carl Customer').queryByRole('button', { name: /make/i })).not.toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/users/${carl.id}/role`)[0].body).toEqual({ role: 'admin' })
  })

  it('toasts the failure on a 403 and keeps the button', async () => {
    const user = userEvent.setup()
    setup(() => apiError(403, 'forbidden', 'Admins only'))
    await user.click(await screen.findByRole('button', { name: 'Make Carl Customer an admin' }, SLOW))
    expect(await screen.findByText('Failed to Make an admin')).toBeInTheDocument()
    expect(row('Carl Customer').getByRole('button', { name: /make/i })).toBeEnabled()
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
})
