import { api } from '@/lib/api'
import type { List, Review, ReviewInput } from '@/lib/types'

export function listReviews(page: number, limit: number, signal?: AbortSignal): Promise<List<Review>> {
  return api<List<Review>>('/api/reviews', { query: { page, limit }, signal })
}

export function addReview(input: ReviewInput): Promise<Review> {
  return api<Review>('/api/reviews', { method: 'POST', body: input })
}

export function deleteReview(id: string): Promise<void> {
  return api<void>(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
