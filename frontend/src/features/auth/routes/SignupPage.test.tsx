import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, homeRoutes, mockApi } from '@/testing/mockApi'
import { makeUser } from '@/testing/fixtures'
import { renderRoute, setSession } from '@/testing/renderRoute'

const LOCAL_CONFIG = { authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }
// the page is a lazy route: its chunk can take a while to load on a busy machine
const LAZY_ROUTE = { timeout: 10000 }

describe('SignupPage', () => {
  beforeEach(() => setSession(null))

  it('requires a name, email and password', async () => {
    mockApi({ 'GET /api/config': () => LOCAL_CONFIG })
    renderRoute('/signup')
    await screen.findByRole('heading', { name: 'Create your trade account' }, LAZY_ROUTE)
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByText('Name is Required')).toBeInTheDocument()
    expect(screen.getByText('Email is Required')).toBeInTheDocument()
    expect(screen.getByText('Password is Required')).toBeInTheDocument()
  })

  it('signs up, stores the token and goes to /', async () => {
    const api = mockApi({
      'GET /api/config': () => LOCAL_CONFIG,
      'POST /api/auth/signup': (req) => ({ token: 'new-tok', user: makeUser({ name: (req.body as { name: string }).name, emailVerified: false }) }),
      ...homeRoutes,
    })
    const { router } = renderRoute('/signup')
    await screen.findByRole('heading', { name: 'Create your trade account' }, LAZY_ROUTE)
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'analytical')
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText(`Welcome! We sent a link to ${makeUser().email}: open it to confirm your address.`)).toBeInTheDocument()
    expect(localStorage.getItem('accessToken')).toBe('new-tok')
    expect(api.callsTo('POST', '/api/auth/signup')[0].body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' })
  })
})

describe('SignupPage with an email already taken', () => {
  beforeEach(() => setSession(null))

  it('says so on the email field and offers to log in instead', async () => {
    mockApi({
      'GET /api/config': () => LOCAL_CONFIG,
      'POST /api/auth/signup': () => apiError(409, 'conflict', 'An account with this email already exists', { email: 'An account with this email already exists' }),
    })
    renderRoute('/signup')
    await screen.findByRole('heading', { name: 'Create your trade account' }, LAZY_ROUTE)
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'analytical')
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))

    expect(await screen.findByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists')
    expect(screen.getAllByText('An account with this email already exists')).toHaveLength(1)

    await userEvent.type(screen.getByLabelText('Email'), 'x')
    expect(screen.queryByRole('link', { name: 'Log in instead' })).not.toBeInTheDocument()
  })
})
