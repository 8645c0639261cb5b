import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Review } from '@/lib/types'
import { listOf, makeUser } from '@/testing/fixtures'
import { mockApi, profileRoutes, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const reviews: Review[] = [
  { id: 'r1', name: 'Ann Reseller', review: 'Fast and exact.', rating: 5, img: '/images/a.png', verifiedBuyer: true, createdAt: '2025-02-03T10:00:00Z' },
  { id: 'r2', name: 'Bob Builder', review: 'Spam spam spam.', rating: 1, img: '', verifiedBuyer: false, createdAt: '2025-01-03T10:00:00Z' },
]

describe('ReviewModerationPage', () => {
  it('lists every review in the dashboard and deletes one after confirming', async () => {
    const user = userEvent.setup()
    const me = makeUser({ role: 'admin' })
    setSession(me)
    const api = mockApi({ ...profileRoutes, 'GET /api/me': () => me, 'GET /api/reviews': () => listOf(reviews), 'DELETE /api/reviews/:id': () => reply(204) })
    renderRoute('/dashboard/reviews')

    const table = await screen.findByRole('table', { name: 'Reviews' }, { timeout: 15_000 })
    const bob = within(table).getByRole('row', { name: /Bob Builder/ })
    expect(within(bob).getByRole('img', { name: '1 out of 5 stars' })).toBeInTheDocument()
    expect(within(bob).getByText('None')).toBeInTheDocument()
    expect(within(within(table).getByRole('row', { name: /Ann Reseller/ })).getByRole('link', { name: 'View photo' })).toHaveAttribute('href', '/images/a.png')
    expect(screen.getByRole('navigation', { name: /dashboard/i })).toHaveTextContent('Reviews')

    await user.click(within(bob).getByRole('button', { name: 'Delete the review by Bob Builder' }))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Bob Builder/ })).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/reviews/r2')).toHaveLength(1)
  })

})
