import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Review } from '@/lib/types'
import { listOf, makeUser } from '@/testing/fixtures'
import { mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const reviews: Review[] = [
  { id: 'r1', name: 'Ann Reseller', review: 'Fast and exact.', rating: 5, img: '/images/a.png', verifiedBuyer: true, createdAt: '2025-02-03T10:00:00Z' },
  { id: 'r2', name: 'Bob Builder', review: 'Good prices.', rating: 3, img: '/images/b.png', verifiedBuyer: false, createdAt: '2025-01-03T10:00:00Z' },
]
// the page is a lazy route: its chunk can take a while to load on a busy machine
const LAZY_ROUTE = { timeout: 10000 }
async function setup(isAdmin: boolean) {
  setSession(isAdmin ? makeUser({ role: 'admin' }) : null)
  const api = mockApi({ 'GET /api/reviews': () => listOf(reviews), 'DELETE /api/reviews/:id': () => reply(204) })
  renderRoute('/reviews')
  await screen.findByRole('heading', { name: 'Reviews' }, LAZY_ROUTE)
  return api
}

describe('ReviewsPage', () => {
  it('shows stars, photo, name, date and the verified badge', async () => {
    await setup(false)
    const ann = within(await screen.findByRole('article', { name: 'Review by Ann Reseller' }))
    expect(ann.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument()
    expect(ann.getByRole('img', { name: /photo from ann reseller/i })).toHaveAttribute('src', '/images/a.png')
    expect(ann.getByText('Feb 3, 2025')).toBeInTheDocument()
    expect(ann.getByText('Verified buyer')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Review by Bob Builder' })).queryByText('Verified buyer')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument()
  })

  it('lets an admin delete a review after confirming', async () => {
    const user = userEvent.setup()
    const api = await setup(true)
    await user.click(await screen.findByRole('button', { name: 'Delete the review by Bob Builder' }))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Review by Bob Builder' })).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/reviews/r2')).toHaveLength(1)
  })
})
