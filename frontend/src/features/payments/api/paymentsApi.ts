import { client, dataOf } from '@/lib/api'
import type { TestCardPayment } from '@/lib/types'

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
