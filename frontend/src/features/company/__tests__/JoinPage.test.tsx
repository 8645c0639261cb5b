import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listOf, makeCompany, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const joined = makeCompany({ myRole: 'buyer' })

function openLink(accept: () => unknown, signedIn = true) {
  setSession(signedIn ? makeUser({ id: 'me' }) : null)
  const api = mockApi({
    'POST /api/company/invitations/accept': accept,
    'GET /api/company/invitations': () => listOf([]),
    'GET /api/company/prices': () => ({ items: [], total: 0, page: 1, limit: 10000 }),
  })
  return { api, ...renderRoute('/join?token=tok-123') }
}

describe('Join page', () => {
  it('accepts the invitation with the link’s token and opens the company', async () => {
    const user = userEvent.setup()
    const { api, router } = openLink(() => joined)
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }, SLOW))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/company'))
    expect(api.callsTo('POST', '/api/company/invitations/accept')[0].body).toEqual({ token: 'tok-123' })
    expect(await screen.findByText('You joined Acme Systems Ltd')).toBeInTheDocument()
  })

  it('sends a visitor to sign in, and brings them back to the link', async () => {
    const { router } = openLink(() => joined, false)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    const from = (router.state.location.state as { from: { pathname: string; search: string } }).from
    expect(from.pathname + from.search).toBe('/join?token=tok-123')
  })

  it.each([
    [403, 'Confirm your email address first', /Sign in with the invited address/],
    [404, 'Invitation not found', /This invitation link no longer works/],
    [409, 'Already in a company', /You are already in a company/],
  ])('explains a %i', async (status, message, shown) => {
    const user = userEvent.setup()
    openLink(() => apiError(status, status === 409 ? 'conflict' : status === 403 ? 'forbidden' : 'not_found', message))
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }, SLOW))
    expect(await screen.findByRole('alert')).toHaveTextContent(shown)
    // a dead link offers no button to press in vain; the others may work once put right
    expect(screen.queryAllByRole('button', { name: 'Accept invitation' })).toHaveLength(status === 404 ? 0 : 1)
  })

  it('says so when the link has no token, offering nothing to press in vain', async () => {
    setSession(makeUser())
    mockApi({})
    renderRoute('/join')
    expect(await screen.findByText('This invitation link is incomplete', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument()
  })
})
