import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { makeProduct, makeUser } from '@/testing/fixtures'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { useSession } from '../stores/session'

const LOCAL_CONFIG = { authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }
// the page is a lazy route: its chunk can take a while to load on a busy machine
const LAZY_ROUTE = { timeout: 10000 }

describe('LoginPage', () => {
  beforeEach(() => setSession(null))

  it('shows the required-field messages for empty fields and sends nothing', async () => {
    const api = mockApi({ 'GET /api/config': () => LOCAL_CONFIG })
    renderRoute('/login')
    await screen.findByRole('heading', { name: 'Log in' }, LAZY_ROUTE)
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(screen.getByText('Email is Required')).toBeInTheDocument()
    expect(screen.getByText('Password is Required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0)
  })

  it('rejects a bad email and a short password', async () => {
    const api = mockApi({ 'GET /api/config': () => LOCAL_CONFIG })
    renderRoute('/login')
    await screen.findByRole('heading', { name: 'Log in' }, LAZY_ROUTE)
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email')
    await userEvent.type(screen.getByLabelText('Password'), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(screen.getByText('Please Provide a Valid Email')).toBeInTheDocument()
    expect(screen.getByText('Must be 6 characters or longer')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0)
  })

  it('stores the token and returns to the page the visitor came from', async () => {
    const user = makeUser({ email: 'buyer@example.com' })
    const product = makeProduct({ id: 'abc123' })
    const api = mockApi({
      'GET /api/config': () => LOCAL_CONFIG,
      'POST /api/auth/login': () => ({ token: 'tok-123', user }),
      'GET /api/products/:id': () => product,
      // the purchase page, once back on it, names the product's category
      'GET /api/categories': () => categoriesFixture,
    })
    const { router } = renderRoute('/purchase/abc123')

    // RequireAuth sent us to /login, remembering /purchase/abc123
    expect(await screen.findByRole('heading', { name: 'Log in' }, LAZY_ROUTE)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')

    await userEvent.type(screen.getByLabelText('Email'), 'buyer@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/abc123'))
    // the page has loaded (and made its requests) before the test ends
    expect(await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 10000 })).toBeInTheDocument()
    expect(localStorage.getItem('accessToken')).toBe('tok-123')
    expect(useSession.getState().user?.email).toBe('buyer@example.com')
    expect(api.callsTo('POST', '/api/auth/login')[0].body).toEqual({ email: 'buyer@example.com', password: 'secret-pass' })
  })

  it('shows the server error in red and stays on the page', async () => {
    mockApi({
      'GET /api/config': () => LOCAL_CONFIG,
      'POST /api/auth/login': () => apiError(401, 'unauthorized', 'Wrong email or password'),
    })
    const { router } = renderRoute('/login')
    await screen.findByRole('heading', { name: 'Log in' }, LAZY_ROUTE)
    await userEvent.type(screen.getByLabelText('Email'), 'buyer@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Wrong email or password')).toHaveClass('form__error')
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('accessToken')).toBeNull()
  })

  it('offers Google only in Firebase mode', async () => {
    mockApi({
      'GET /api/config': () => ({ ...LOCAL_CONFIG, authMode: 'firebase', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-shop' } }),
    })
    renderRoute('/login')
    await screen.findByRole('heading', { name: 'Log in' }, LAZY_ROUTE)
    expect(await screen.findByRole('button', { name: /Continue with Google/ })).toBeInTheDocument()
  })

  it('has no Google button in local mode', async () => {
    const api = mockApi({ 'GET /api/config': () => LOCAL_CONFIG })
    renderRoute('/login')
    await screen.findByRole('heading', { name: 'Log in' }, LAZY_ROUTE)
    await waitFor(() => expect(api.callsTo('GET', '/api/config')).toHaveLength(1))
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument()
  })
})
