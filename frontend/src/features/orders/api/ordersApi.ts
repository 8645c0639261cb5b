import { queryOptions } from '@tanstack/react-query'
import { client, dataOf, keepSessionOn401 } from '@/lib/api'
import type { components } from '@/lib/api.gen'
import { queryClient, replaceInLists } from '@/lib/queryClient'
import type { Booking, BookingInput, BookingStatus } from '@/lib/types'

const booking = (id: string) => ({ params: { path: { id } } })

export function getProduct(id: string, signal?: AbortSignal) {
  return dataOf(client.GET('/api/products/{id}', { params: { path: { id } }, signal }))
}

export function placeBooking(input: BookingInput) {
  return dataOf(client.POST('/api/bookings', { body: input }))
}

/**
 * The caller's own orders. A 401/403 here ends the session and goes to / (not /login), so this call
 * skips the client's global 401 handling, which would first bounce the page to /login.
 */
export function listMyBookings(q: string, page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/bookings', { params: { query: { q, page, limit } }, signal, middleware: [keepSessionOn401] }))
}

export function getBooking(id: string, signal?: AbortSignal) {
  return dataOf(client.GET('/api/bookings/{id}', { ...booking(id), signal }))
}

/** Puts the order's lines into the cart at today's prices; errors name lines that are gone or short. */
export function reorderBooking(id: string) {
  return dataOf(client.POST('/api/bookings/{id}/reorder', booking(id)))
}

export function cancelBooking(id: string) {
  return dataOf(client.POST('/api/bookings/{id}/cancel', booking(id)))
}

/** The order desk's filters: status, a search (buyer email, PO number, order id, product name), and a from/to day range. */
export interface DeskQuery {
  status: BookingStatus | ''
  q: string
  /** YYYY-MM-DD, both ends included */
  from: string
  to: string
}

/** The desk's filters as query parameters: "any status" is no status. */
function deskParams({ status, ...rest }: DeskQuery) {
  return { ...rest, status: status || undefined }
}

export function listAllBookings(query: DeskQuery, page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/bookings', { params: { query: { ...deskParams(query), page, limit } }, signal }))
}

/** Every order the desk's filters select, as CSV. */
export function exportBookingsCsv(query: DeskQuery): Promise<Blob> {
  return dataOf(client.GET('/api/admin/bookings.csv', { params: { query: deskParams(query) }, parseAs: 'blob' }))
}

/** An admin cancels an unpaid order nobody will pay for; its stock goes back. */
export function adminCancelBooking(id: string) {
  return dataOf(client.POST('/api/admin/bookings/{id}/cancel', booking(id)))
}

export function shipBooking(id: string, trackingNumber: string) {
  const body = trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}
  return dataOf(client.POST('/api/admin/bookings/{id}/ship', { ...booking(id), body }))
}

export type ShipmentInput = components['schemas']['ShipmentRequest']

/** Ships some of an order's pieces; answers the order as it stands after. */
export async function addShipment(id: string, input: ShipmentInput) {
  await dataOf(client.POST('/api/admin/bookings/{id}/shipments', { ...booking(id), body: input }))
  return getBooking(id)
}

export function deliverBooking(id: string) {
  return dataOf(client.POST('/api/admin/bookings/{id}/deliver', booking(id)))
}

export function refundBooking(id: string) {
  return dataOf(client.POST('/api/admin/bookings/{id}/refund', booking(id)))
}

/** The invoice PDF, once the order is paid or placed on invoice terms. */
export function downloadInvoice(id: string): Promise<Blob> {
  return dataOf(client.GET('/api/bookings/{id}/invoice.pdf', { ...booking(id), parseAs: 'blob' }))
}

/** The credit note PDF of a refunded order. */
export function downloadCreditNote(id: string): Promise<Blob> {
  return dataOf(client.GET('/api/bookings/{id}/credit-note.pdf', { ...booking(id), parseAs: 'blob' }))
}

/** Records an invoice paid by bank transfer, with the transfer's reference. */
export function markBookingPaid(id: string, reference: string) {
  return dataOf(client.POST('/api/admin/bookings/{id}/mark-paid', { ...booking(id), body: { reference } }))
}

export const productQuery = (id: string) => queryOptions({ queryKey: ['/api/products/{id}', id], queryFn: ({ signal }) => getProduct(id, signal) })

export const bookingQuery = (id: string) => queryOptions({ queryKey: ['/api/bookings/{id}', id], queryFn: ({ signal }) => getBooking(id, signal) })

export const myBookingsQuery = (q: string, page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/bookings', { q, page, limit }], queryFn: ({ signal }) => listMyBookings(q, page, limit, signal) })

export const allBookingsQuery = (query: DeskQuery, page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/admin/bookings', { ...query, page, limit }], queryFn: ({ signal }) => listAllBookings(query, page, limit, signal) })

/** Shows an order an action changed (cancelled, shipped, paid…) on its page and in every list. */
export function keepBooking(booking: Booking): void {
  queryClient.setQueryData(bookingQuery(booking.id).queryKey, booking)
  replaceInLists('/api/bookings', booking)
  replaceInLists('/api/admin/bookings', booking)
  replaceInLists('/api/company/orders', booking)
}
