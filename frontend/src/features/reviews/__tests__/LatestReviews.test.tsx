import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Review } from '@/lib/types'
import { listOf } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute } from '@/testing/renderRoute'
import LatestReviews from '../components/LatestReviews'

const review = (n: number): Review => ({
  id: `r${n}`, name: `Buyer ${n}`, review: 'Good', rating: 4, img: '', verifiedBuyer: false, createdAt: '2025-01-01T00:00:00Z',
})

describe('LatestReviews', () => {
  it('asks the server for the 6 newest and links to all reviews', async () => {
    const api = mockApi({ 'GET /api/reviews': () => listOf([1, 2, 3, 4, 5, 6].map(review), 1, 6, 9) })
    renderRoute('/', [{ path: '/', element: <LatestReviews /> }])
    expect(await screen.findAllByRole('article')).toHaveLength(6)
    expect(api.calls[0].url.searchParams.get('limit')).toBe('6')
    expect(screen.getByRole('link', { name: /all reviews/i })).toHaveAttribute('href', '/reviews')
  })

  it('asks for the first review when there are none, without saying there are none under the home page\'s feedback count', async () => {
    mockApi({ 'GET /api/reviews': () => listOf([]) })
    renderRoute('/', [{ path: '/', element: <LatestReviews /> }])
    expect(await screen.findByText('Be the first to review the online shop')).toBeInTheDocument()
    expect(screen.queryByText(/no reviews/i)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /write the first review/i })).toHaveAttribute('href', '/dashboard/addReviews')
  })
})
