import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeUser } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const REMINDER = 'Please verify your email address — we sent you a link.'
const config = (authMode: string) => ({ authMode, firebase: null, paymentMode: 'test', stripePublishableKey: null })

function open(authMode: string, emailVerified: boolean) {
  setSession(makeUser({ emailVerified }))
  const api = mockApi({ 'GET /api/config': () => config(authMode) })
  renderRoute('/dashboard')
  return api
}

describe('VerifyEmailBanner', () => {
  it('reminds a local account with an unverified email', async () => {
    open('local', false)
    expect(await screen.findByText(REMINDER, {}, SLOW)).toBeInTheDocument()
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
