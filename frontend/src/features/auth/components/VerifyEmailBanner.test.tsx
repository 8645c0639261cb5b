import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeUser } from '@/testing/fixtures'
import { apiError, mockApi, profileRoutes, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const REMINDER = 'Please verify your email address — we sent you a link.'
const config = (authMode: string) => ({ authMode, firebase: null, paymentMode: 'test', stripePublishableKey: null })

function open(authMode: string, emailVerified: boolean, extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser({ email: 'ann@corp.test', emailVerified }))
  const api = mockApi({ ...profileRoutes, 'GET /api/config': () => config(authMode), ...extra })
  renderRoute('/dashboard')
  return api
}

describe('VerifyEmailBanner', () => {
  it('reminds a local account with an unverified email', async () => {
    open('local', false)
    expect(await screen.findByText(REMINDER, {}, SLOW)).toBeInTheDocument()
  })

  it('sends a new link, with a spinner while it goes, and says where it went', async () => {
    let answer: (value: unknown) => void = () => {}
    const api = open('local', false, { 'POST /api/me/verify-email': () => new Promise((resolve) => (answer = resolve)) })
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }, SLOW))
    expect(screen.getByRole('button', { name: 'Send a new link' })).toHaveAttribute('aria-busy', 'true')
    answer(reply(202))
    expect(await screen.findByText('We sent a new link to ann@corp.test.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/me/verify-email')).toHaveLength(1)
  })

  it('says so when too many links were asked for', async () => {
    open('local', false, { 'POST /api/me/verify-email': () => apiError(429, 'rate_limited', 'We have sent several links already.') })
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }, SLOW))
    const banner = within(screen.getByText(REMINDER).parentElement as HTMLElement)
    expect(await banner.findByRole('alert')).toHaveTextContent('We have sent several links already.')
    expect(banner.getByRole('button', { name: 'Send a new link' })).toBeEnabled()
  })

  it('is not shown once the email is verified', async () => {
    const api = open('local', true)
    await screen.findByRole('heading', { name: 'My Profile' }, SLOW)
    await waitFor(() => expect(api.callsTo('GET', '/api/config').length).toBeGreaterThan(0))
    expect(screen.queryByText(REMINDER)).not.toBeInTheDocument()
  })

  it('is not shown under Firebase sign-in', async () => {
    const api = open('firebase', false)
    await screen.findByRole('heading', { name: 'My Profile' }, SLOW)
    await waitFor(() => expect(api.callsTo('GET', '/api/config').length).toBeGreaterThan(0))
    expect(screen.queryByText(REMINDER)).not.toBeInTheDocument()
  })
})
