import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { getToken } from '@/lib/token'

const firebase = vi.hoisted(() => ({
  signUp: vi.fn(),
  signIn: vi.fn(),
  sendVerification: vi.fn(async () => {}),
  signOut: vi.fn(async () => {}),
}))
vi.mock('../api/firebaseAuth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/firebaseAuth')>()),
  firebaseSignUp: firebase.signUp,
  firebaseSignIn: firebase.signIn,
  firebaseSendVerification: firebase.sendVerification,
  firebaseSignOut: firebase.signOut,
  watchIdToken: async () => () => {},
}))

const FIREBASE_CONFIG = {
  authMode: 'firebase',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-shop' },
  paymentMode: 'test',
  stripePublishableKey: null,
}
const unverified = { token: 'unverified-token', email: 'boss@corp.test', emailVerified: false }
const VERIFY_FIRST = 'We sent a link to boss@corp.test. Open it to confirm your email address, then log in.'
// the page is a lazy route: its chunk can take a while to load on a busy machine
const LAZY_ROUTE = { timeout: 10000 }

describe('Firebase sign-in with an address Firebase has not verified', () => {
  beforeEach(() => {
    setSession(null)
    vi.clearAllMocks()
  })

  it('sign-up asks Firebase to mail a confirmation link and signs nobody in', async () => {
    firebase.signUp.mockResolvedValue(unverified)
    const api = mockApi({ 'GET /api/config': () => FIREBASE_CONFIG })
    renderRoute('/signup')
    await screen.findByRole('heading', { name: 'Create your trade account' }, LAZY_ROUTE)
    await userEvent.type(await screen.findByLabelText('Name'), 'Boss')
    await userEvent.type(screen.getByLabelText('Email'), 'boss@corp.test')
    await userEvent.type(screen.getByLabelText('Password'), 'secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText(VERIFY_FIRST)).toBeInTheDocument()
    expect(firebase.sendVerification).toHaveBeenCalledTimes(1)
    expect(firebase.signOut).toHaveBeenCalledTimes(1)
    expect(api.callsTo('GET', '/api/me')).toHaveLength(0)
    expect(getToken()).toBeFalsy()
  })

  it('log-in does the same', async () => {
    firebase.signIn.mockResolvedValue(unverified)
    mockApi({ 'GET /api/config': () => FIREBASE_CONFIG })
    renderRoute('/login')
    await screen.findByRole('heading', { name: 'Log in' }, LAZY_ROUTE)
    await userEvent.type(await screen.findByLabelText('Email'), 'boss@corp.test')
    await userEvent.type(screen.getByLabelText('Password'), 'secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(screen.getByText(VERIFY_FIRST)).toBeInTheDocument())
    expect(firebase.sendVerification).toHaveBeenCalledTimes(1)
  })
})
