import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import type { ReviewInput } from '@/lib/types'

export function listReviews(page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/reviews', { params: { query: { page, limit } }, signal }))
}

export function addReview(input: ReviewInput) {
  return dataOf(client.POST('/api/reviews', { body: input }))
}

export function deleteReview(id: string) {
  return dataOf(client.DELETE('/api/reviews/{id}', { params: { path: { id } } }))
}

export const reviewsQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/reviews', { page, limit }], queryFn: ({ signal }) => listReviews(page, limit, signal) })
