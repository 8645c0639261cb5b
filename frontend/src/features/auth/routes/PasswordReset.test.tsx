import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { makeUser } from '@/testing/fixtures'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { useSession } from '../stores/session'

const SLOW = { timeout: 10000 }
const LOCAL_CONFIG = { authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }
const SENT = "If an account exists for that email, we've sent a link to reset the password."

describe('Forgot password', () => {
  it('is linked from the login page', async () => {
    setSession(null)
    mockApi({ 'GET /api/config': () => LOCAL_CONFIG })
    const { router } = renderRoute('/login')
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }, { timeout: 10000 })) // a lazy route
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'))
  })

  it('gives the same answer for any email, so nobody can probe for accounts', async () => {
    setSession(null)
    const api = mockApi({ 'POST /api/auth/password-reset': () => reply(202) })
    for (const email of ['known@example.com', 'nobody@example.com']) {
      const { unmount } = renderRoute('/forgot-password')
      await userEvent.type(await screen.findByLabelText('Email', {}, SLOW), email)
      await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
      expect(await screen.findByRole('status')).toHaveTextContent(SENT)
      unmount()
    }
    expect(api.callsTo('POST', '/api/auth/password-reset').map((c) => c.body)).toEqual([{ email: 'known@example.com' }, { email: 'nobody@example.com' }])
  })

  it('checks the email before sending', async () => {
    setSession(null)
    const api = mockApi({})
    renderRoute('/forgot-password')
    await userEvent.type(await screen.findByLabelText('Email', {}, SLOW), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(screen.getByText('Please Provide a Valid Email')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password-reset')).toHaveLength(0)
  })
})

describe('Reset password', () => {
  async function fill(password: string, repeat: string) {
    await userEvent.type(await screen.findByLabelText('New password', {}, SLOW), password)
    await userEvent.type(screen.getByLabelText('Repeat new password'), repeat)
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
  }

  it('refuses two different passwords and a short one without sending', async () => {
    setSession(null)
    const api = mockApi({ 'POST /api/auth/password-reset/check': () => reply(204) })
    renderRoute('/reset-password?token=tok-1')
    await fill('long-enough', 'long-enouhg')
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.type(screen.getByLabelText('New password'), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByText('Must be 6 characters or longer')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')).toHaveLength(0)
  })

  it('sends the token and the new password, ends the session here, toasts and goes to /login', async () => {
    setSession(makeUser())
    const api = mockApi({
      'GET /api/config': () => LOCAL_CONFIG,
      'POST /api/auth/password-reset/check': () => reply(204),
      'POST /api/auth/password-reset/confirm': () => reply(204),
    })
    const { router } = renderRoute('/reset-password?token=tok-2')
    await fill('brand-new-pass', 'brand-new-pass')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText('Your password has been changed. Log in with the new one.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')[0].body).toEqual({ token: 'tok-2', password: 'brand-new-pass' })
    expect(useSession.getState().status).toBe('anonymous')
  })

  it('says at once that a used or expired link is dead, and offers no form', async () => {
    setSession(null)
    const api = mockApi({ 'POST /api/auth/password-reset/check': () => apiError(400, 'invalid', 'This link is invalid or has expired. Please ask for a new one.') })
    renderRoute('/reset-password?token=spent')
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This link is invalid or has expired. Please ask for a new one.')
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
    expect(api.callsTo('POST', '/api/auth/password-reset/check')[0].body).toEqual({ token: 'spent' })
  })

  it("shows the server's refusal of a link that ran out while the form was open", async () => {
    setSession(null)
    mockApi({
      'POST /api/auth/password-reset/check': () => reply(204),
      'POST /api/auth/password-reset/confirm': () => apiError(400, 'invalid', 'This link has expired. Ask for a new one.'),
    })
    const { router } = renderRoute('/reset-password?token=old')
    await fill('brand-new-pass', 'brand-new-pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new one.')
    expect(router.state.location.pathname).toBe('/reset-password')
  })
})

describe('Verify email', () => {
  it('sends the token once on load, says so, and refreshes the signed-in user', async () => {
    const me = makeUser({ emailVerified: false })
    setSession(me)
    const api = mockApi({ 'POST /api/auth/verify-email': () => reply(204), 'GET /api/me': () => ({ ...me, emailVerified: true }) })
    renderRoute('/verify-email?token=good-token')
    expect(await screen.findByText('Your email address is verified. Thank you!', {}, SLOW)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/verify-email').map((c) => c.body)).toEqual([{ token: 'good-token' }])
    await waitFor(() => expect(useSession.getState().user?.emailVerified).toBe(true))
  })

  it('signs the browser out when the verification ended its session, and offers to log in again', async () => {
    setSession(makeUser({ email: 'boss@corp.test', emailVerified: false }))
    mockApi({ 'POST /api/auth/verify-email': () => reply(204), 'GET /api/me': () => apiError(401, 'unauthorized', 'Please sign in') })
    renderRoute('/verify-email?token=listed-address-token')
    expect(await screen.findByText('Your email address is verified. Thank you!', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(useSession.getState().status).toBe('anonymous'))
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it("shows the server's message for a bad token", async () => {
    setSession(null)
    mockApi({ 'POST /api/auth/verify-email': () => apiError(400, 'invalid', 'This verification link is not valid.') })
    renderRoute('/verify-email?token=bad-token')
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This verification link is not valid.')
    expect(screen.queryByText('Your email address is verified. Thank you!')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it('offers a signed-in buyer a new link after a bad one', async () => {
    const user = userEvent.setup()
    setSession(makeUser({ email: 'ann@corp.test', emailVerified: false }))
    const api = mockApi({
      'POST /api/auth/verify-email': () => apiError(400, 'invalid', 'This link is invalid or has expired. Please ask for a new one.'),
      'POST /api/me/verify-email': () => reply(202),
    })
    renderRoute('/verify-email?token=old-token')
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }, SLOW))
    expect(await screen.findByText('We sent a new link to ann@corp.test.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/me/verify-email')).toHaveLength(1)
  })

  it('tells a verified buyer who opens a used link again that they are done, not to ask for a new one', async () => {
    setSession(makeUser({ emailVerified: true }))
    mockApi({ 'POST /api/auth/verify-email': () => apiError(400, 'invalid', 'This link is invalid or has expired. Please ask for a new one.') })
    renderRoute('/verify-email?token=used-token')
    expect(await screen.findByText('Your email address is already verified. There is nothing more to do.', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument()
  })
})
