import { api } from '@/lib/api'
import type { Booking, List, Quote, QuoteAcceptance, QuoteOffer, QuoteRequest, QuoteStatus } from '@/lib/types'

const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`

export function requestQuote(input: QuoteRequest): Promise<Quote> {
  return api<Quote>('/api/quotes', { method: 'POST', body: input })
}

/** The caller's quotes, newest first. */
export function listMyQuotes(page: number, limit: number, signal?: AbortSignal): Promise<List<Quote>> {
  return api<List<Quote>>('/api/quotes', { query: { page, limit }, signal })
}

export function getQuote(id: string, signal?: AbortSignal): Promise<Quote> {
  return api<Quote>(quotePath(id), { signal })
}

/** Turns an offered quote into an unpaid order at the offered prices. */
export function acceptQuote(id: string, input: QuoteAcceptance): Promise<Booking> {
  return api<Booking>(`${quotePath(id)}/accept`, { method: 'POST', body: input })
}

export function declineQuote(id: string): Promise<Quote> {
  return api<Quote>(`${quotePath(id)}/decline`, { method: 'POST' })
}

export function listAdminQuotes(status: QuoteStatus | '', page: number, limit: number, signal?: AbortSignal): Promise<List<Quote>> {
  return api<List<Quote>>('/api/admin/quotes', { query: { status, page, limit }, signal })
}

export function offerQuote(id: string, offer: QuoteOffer): Promise<Quote> {
  return api<Quote>(`/api/admin/quotes/${encodeURIComponent(id)}/offer`, { method: 'POST', body: offer })
}
