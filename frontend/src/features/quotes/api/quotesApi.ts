import { client, dataOf } from '@/lib/api'
import type { QuoteAcceptance, QuoteOffer, QuoteRequest, QuoteStatus } from '@/lib/types'

const quote = (id: string) => ({ params: { path: { id } } })

export function requestQuote(input: QuoteRequest) {
  return dataOf(client.POST('/api/quotes', { body: input }))
}

/** The caller's quotes, newest first. */
export function listMyQuotes(page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/quotes', { params: { query: { page, limit } }, signal }))
}

export function getQuote(id: string, signal?: AbortSignal) {
  return dataOf(client.GET('/api/quotes/{id}', { ...quote(id), signal }))
}

/** Turns an offered quote into an unpaid order at the offered prices. */
export function acceptQuote(id: string, input: QuoteAcceptance) {
  return dataOf(client.POST('/api/quotes/{id}/accept', { ...quote(id), body: input }))
}

export function declineQuote(id: string) {
  return dataOf(client.POST('/api/quotes/{id}/decline', quote(id)))
}

export function listAdminQuotes(status: QuoteStatus | '', page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/quotes', { params: { query: { status: status || undefined, page, limit } }, signal }))
}

export function offerQuote(id: string, offer: QuoteOffer) {
  return dataOf(client.POST('/api/admin/quotes/{id}/offer', { ...quote(id), body: offer }))
}
