import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import { queryClient, replaceInLists } from '@/lib/queryClient'
import type { Quote, QuoteAcceptance, QuoteOffer, QuoteRequest, QuoteStatus } from '@/lib/types'

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

/** An offered quote as a PDF, to pass to whoever approves the purchase. */
export function downloadQuotePdf(id: string): Promise<Blob> {
  return dataOf(client.GET('/api/quotes/{id}/quote.pdf', { ...quote(id), parseAs: 'blob' }))
}

export function listAdminQuotes(status: QuoteStatus | '', page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/quotes', { params: { query: { status: status || undefined, page, limit } }, signal }))
}

export function offerQuote(id: string, offer: QuoteOffer) {
  return dataOf(client.POST('/api/admin/quotes/{id}/offer', { ...quote(id), body: offer }))
}

export const quoteQuery = (id: string) => queryOptions({ queryKey: ['/api/quotes/{id}', id], queryFn: ({ signal }) => getQuote(id, signal) })

export const myQuotesQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/quotes', { page, limit }], queryFn: ({ signal }) => listMyQuotes(page, limit, signal) })

export const adminQuotesQuery = (status: QuoteStatus | '', page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/admin/quotes', { status, page, limit }], queryFn: ({ signal }) => listAdminQuotes(status, page, limit, signal) })

/** Shows a quote an action changed (offered, declined) on its page and in every list. */
export function keepQuote(quote: Quote): void {
  queryClient.setQueryData(quoteQuery(quote.id).queryKey, quote)
  replaceInLists('/api/quotes', quote)
  replaceInLists('/api/admin/quotes', quote)
}
