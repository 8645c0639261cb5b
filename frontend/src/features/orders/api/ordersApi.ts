import { api, apiBlob, authHeaders, buildUrl, readResponse, send } from '@/lib/api'
import type { Booking, BookingInput, BookingStatus, CartWithErrors, List, Product } from '@/lib/types'

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`
const adminPath = (id: string, action: string) => `/api/admin/bookings/${encodeURIComponent(id)}/${action}`

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/api/products/${encodeURIComponent(id)}`, { signal })
}

export function placeBooking(input: BookingInput): Promise<Booking> {
  return api<Booking>('/api/bookings', { method: 'POST', body: input })
}

/**
 * The caller's own orders. A 401/403 here ends the session and goes to / (not /login), so this call
 * skips the client's global 401 handling, which would first bounce the page to /login.
 */
export async function listMyBookings(q: string, page: number, limit: number, signal?: AbortSignal): Promise<List<Booking>> {
  const response = await send(buildUrl('/api/bookings', { q, page, limit }), {
    headers: { Accept: 'application/json', ...authHeaders() },
    signal,
  })
  return readResponse<List<Booking>>(response, false)
}

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return api<Booking>(bookingPath(id), { signal })
}

/** Puts the order's lines into the cart at today's prices; errors name lines that are gone or short. */
export function reorderBooking(id: string): Promise<CartWithErrors> {
  return api<CartWithErrors>(`${bookingPath(id)}/reorder`, { method: 'POST' })
}

export function cancelBooking(id: string): Promise<Booking> {
  return api<Booking>(`${bookingPath(id)}/cancel`, { method: 'POST' })
}

/** The order desk's filters: status, a search (buyer email, PO number, order id, product name), and a from/to day range. */
export interface DeskQuery {
  status: BookingStatus | ''
  q: string
  /** YYYY-MM-DD, both ends included */
  from: string
  to: string
}

export function listAllBookings(query: DeskQuery, page: number, limit: number, signal?: AbortSignal): Promise<List<Booking>> {
  return api<List<Booking>>('/api/admin/bookings', { query: { ...query, page, limit }, signal })
}

/** Every order the desk's filters select, as CSV. */
export function exportBookingsCsv(query: DeskQuery): Promise<Blob> {
  return apiBlob(buildUrl('/api/admin/bookings.csv', { ...query }))
}

/** An admin cancels an unpaid order nobody will pay for; its stock goes back. */
export function adminCancelBooking(id: string): Promise<Booking> {
  return api<Booking>(adminPath(id, 'cancel'), { method: 'POST' })
}

export function shipBooking(id: string, trackingNumber: string): Promise<Booking> {
  const body = trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}
  return api<Booking>(adminPath(id, 'ship'), { method: 'POST', body })
}

export function deliverBooking(id: string): Promise<Booking> {
  return api<Booking>(adminPath(id, 'deliver'), { method: 'POST' })
}

export function refundBooking(id: string): Promise<Booking> {
  return api<Booking>(adminPath(id, 'refund'), { method: 'POST' })
}

/** The invoice PDF, once the order is paid or placed on invoice terms. */
export function downloadInvoice(id: string): Promise<Blob> {
  return apiBlob(`${bookingPath(id)}/invoice.pdf`)
}

/** The credit note PDF of a refunded order. */
export function downloadCreditNote(id: string): Promise<Blob> {
  return apiBlob(`${bookingPath(id)}/credit-note.pdf`)
}

/** Records an invoice paid by bank transfer, with the transfer's reference. */
export function markBookingPaid(id: string, reference: string): Promise<Booking> {
  return api<Booking>(adminPath(id, 'mark-paid'), { method: 'POST', body: { reference } })
}
