import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Message } from '@/lib/types'
import { listOf, makeUser } from '@/testing/fixtures'
import { mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const older: Message = { id: 'm1', email: 'ann@corp.test', name: 'Ann', subject: 'Old question', message: 'Hi', read: true, forwarded: false, createdAt: '2025-01-01T10:00:00Z' }
const newer: Message = { id: 'm2', email: 'bob@corp.test', name: 'Bob', subject: 'Urgent quote', message: 'Need 500 GPUs', read: false, forwarded: false, createdAt: '2025-02-01T10:00:00Z' }

function setup(messages = [older, newer]) {
  const admin = makeUser({ role: 'admin' })
  setSession(admin)
  const api = mockApi({
    'GET /api/me': () => admin,
    'GET /api/admin/messages': () => listOf(messages),
    'PATCH /api/admin/messages/:id': (req) => ({ ...messages.find((m) => m.id === req.params.id), ...(req.body as object) }),
    'DELETE /api/admin/messages/:id': () => reply(204),
  })
  renderRoute('/dashboard/messages')
  return api
}

describe('MessagesPage', () => {
  it('lists newest first with unread styling, and marks read', async () => {
    const user = userEvent.setup()
    const api = setup()
    const list = await screen.findByRole('list', { name: 'Contact messages' }, { timeout: 10000 })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveAccessibleName('Unread: Urgent quote')
    expect(items[0]).toHaveClass('inbox-item--unread')
    expect(items[1]).not.toHaveClass('inbox-item--unread')
    await user.click(within(items[0]).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).not.toHaveClass('inbox-item--unread'))
    expect(api.callsTo('PATCH', '/api/admin/messages/m2')[0].body).toEqual({ read: true })
  })

  it('deletes after confirming', async () => {
    const user = userEvent.setup()
    const api = setup()
    await user.click(await screen.findByRole('button', { name: 'Delete the message “Old question”' }, { timeout: 10000 }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Old question')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/admin/messages/m1')).toHaveLength(1)
  })

  it('says what to do when the inbox is empty', async () => {
    setup([])
    expect(await screen.findByText('No messages yet', {}, { timeout: 10000 })).toBeInTheDocument()
  })
})
