import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import { queryClient } from '@/lib/queryClient'
import type { Booking, TestCardPayment } from '@/lib/types'

const booking = (id: string) => ({ params: { path: { id } } })

export function getBooking(id: string, signal?: AbortSignal) {
  return dataOf(client.GET('/api/bookings/{id}', { ...booking(id), signal }))
}

export function createPaymentIntent(id: string, signal?: AbortSignal) {
  return dataOf(client.POST('/api/bookings/{id}/payment-intent', { ...booking(id), signal }))
}

/** Test mode: the card details go to the shop's own test gateway. */
export function confirmTestPayment(id: string, card: TestCardPayment) {
  return dataOf(client.POST('/api/bookings/{id}/payment/confirm', { ...booking(id), body: card }))
}

/** Stripe mode: the server retrieves the intent from Stripe and checks it before marking paid. */
export function confirmStripePayment(id: string, paymentIntentId: string) {
  return dataOf(client.POST('/api/bookings/{id}/payment/confirm', { ...booking(id), body: { paymentIntentId } }))
}

/** The paid order's invoice PDF, for the receipt. */
export function downloadInvoice(id: string): Promise<Blob> {
  return dataOf(client.GET('/api/bookings/{id}/invoice.pdf', { ...booking(id), parseAs: 'blob' }))
}

export const bookingQuery = (id: string) => queryOptions({ queryKey: ['/api/bookings/{id}', id], queryFn: ({ signal }) => getBooking(id, signal) })

/** A payment intent is made afresh each time the form opens, so none is kept once it closes. */
export const paymentIntentQuery = (id: string) =>
  queryOptions({ queryKey: ['/api/bookings/{id}/payment-intent', id], queryFn: ({ signal }) => createPaymentIntent(id, signal), gcTime: 0 })

/** Shows the order as paid, here and wherever its page is cached. */
export function keepPaidBooking(booking: Booking): void {
  queryClient.setQueryData(bookingQuery(booking.id).queryKey, booking)
}
