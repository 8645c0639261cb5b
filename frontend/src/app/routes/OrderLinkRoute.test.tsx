import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeBooking, makeUser } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

describe('the order link in the shop’s mails', () => {
  it('opens the order’s dashboard page', async () => {
    setSession(makeUser())
    mockApi({ 'GET /api/bookings/:id': (req) => makeBooking({ id: req.params.id }) })
    const { router } = renderRoute('/orders/b00000000000000000000007')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders/b00000000000000000000007'))
  })
})
