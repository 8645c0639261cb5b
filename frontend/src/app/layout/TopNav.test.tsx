import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { cartQuery } from '@/features/cart/hooks/useCart'
import { queryClient } from '@/lib/queryClient'
import { makeCart, makeCartLine } from '@/features/cart/__tests__/cartFixture'
import { makeUser } from '@/testing/fixtures'
import { homeRoutes, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const CONFIG = { authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }
const lines = [makeCartLine({ productId: 'p1' }), makeCartLine({ productId: 'p2' }), makeCartLine({ productId: 'p3' })]

function setup(signedIn: boolean) {
  setSession(signedIn ? makeUser() : null)
  const api = mockApi({
    'GET /api/config': () => CONFIG,
    'GET /api/cart': () => makeCart(lines),
    'POST /api/auth/logout': () => reply(204),
    ...homeRoutes,
  })
  return { api, ...renderRoute('/about') }
}

describe('TopNav cart link', () => {
  it('shows the number of cart lines once signed in, linking to the cart', async () => {
    setup(true)
    const link = await screen.findByRole('link', { name: 'Cart, 3 lines' }, SLOW)
    expect(link).toHaveAttribute('href', '/cart')
    expect(link).toHaveTextContent('3')
  })

  it('is not there for visitors, who have no cart', async () => {
    const { api } = setup(false)
    await screen.findByRole('link', { name: 'Login' }, SLOW)
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/cart')).toHaveLength(0)
  })

  it('forgets the cart on sign-out', async () => {
    const user = userEvent.setup()
    setup(true)
    await screen.findByRole('link', { name: 'Cart, 3 lines' }, SLOW)
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument())
    expect(queryClient.getQueryData(cartQuery.queryKey)).toBeUndefined()
  })
})
