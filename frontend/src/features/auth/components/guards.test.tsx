import { screen, waitFor } from '@testing-library/react'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { mockApi } from '@/testing/mockApi'
import { listOf, makeUser } from '@/testing/fixtures'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { useSession } from '../stores/session'

const LOCAL_CONFIG = { authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }

describe('RequireAuth', () => {
  it('sends a visitor to /login and remembers where they were going', async () => {
    setSession(null)
    mockApi({ 'GET /api/config': () => LOCAL_CONFIG })
    const { router } = renderRoute('/dashboard/myOrders')
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 10000 })).toBeInTheDocument() // a lazy route
    expect(router.state.location.pathname).toBe('/login')
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/dashboard/myOrders')
  })

  it('lets a signed-in user through', async () => {
    setSession(makeUser())
    mockApi({ 'GET /api/config': () => LOCAL_CONFIG, 'GET /api/bookings': () => listOf([], 1, 20) })
    const { router } = renderRoute('/dashboard/myOrders')
    expect(await screen.findByRole('navigation', { name: 'Dashboard pages' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page')
    expect(router.state.location.pathname).toBe('/dashboard/myOrders')
  })
})

describe('RequireAdmin', () => {
  it('signs a non-admin out, clears the token and redirects to /login', async () => {
    const customer = makeUser({ role: 'customer' })
    setSession(customer)
    const api = mockApi({
      'GET /api/config': () => LOCAL_CONFIG,
      'GET /api/me': () => customer,
      'POST /api/auth/logout': () => undefined,
    })
    const { router } = renderRoute('/dashboard/add-products')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull())
    expect(useSession.getState().status).toBe('anonymous')
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1)
    expect(screen.queryByRole('form', { name: 'Add a product' })).not.toBeInTheDocument()
    // the toast fades; the page itself keeps saying why
    expect(await screen.findByText(/You were signed out because the page you opened is for admins/)).toHaveClass('auth__notice')
  })

  it('shows a skeleton while checking, then the page for an admin', async () => {
    const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
    setSession(admin)
    let answer: (u: unknown) => void = () => {}
    mockApi({
      'GET /api/config': () => LOCAL_CONFIG,
      'GET /api/me': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/brands': () => ({ items: [] }),
      'GET /api/categories': () => categoriesFixture,
    })
    renderRoute('/dashboard/add-products')
    expect(await screen.findByRole('status', { name: 'Checking your access…' })).toBeInTheDocument()
    answer(admin)
    expect(await screen.findByRole('form', { name: 'Add a product' }, { timeout: 5000 })).toBeInTheDocument()
    expect(localStorage.getItem('accessToken')).toBe('test-token')
  })
})
