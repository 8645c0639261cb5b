import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

describe('NotFoundPage', () => {
  it('catches unknown paths and its button goes home', async () => {
    setSession(null)
    mockApi({
      'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
      'GET /api/products': () => ({ items: [], total: 0, page: 1, limit: 3 }),
      'GET /api/brands': () => ({ items: [] }),
      'GET /api/reviews': () => ({ items: [], total: 0, page: 1, limit: 6 }),
    })
    const { router } = renderRoute('/no/such/page')
    expect(screen.getByRole('img', { name: /empty pallet/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Go to homepage' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('heading', { name: /Computer hardware by the pallet/ })).toBeInTheDocument()
  })
})
