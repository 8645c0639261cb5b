import { api, apiBlob } from '@/lib/api'
import type { Booking, PaymentIntent, TestCardPayment } from '@/lib/types'

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return api<Booking>(bookingPath(id), { signal })
}

export function createPaymentIntent(id: string, signal?: AbortSignal): Promise<PaymentIntent> {
  return api<PaymentIntent>(`${bookingPath(id)}/payment-intent`, { method: 'POST', signal })
}

/** Test mode: the card details go to the shop's own test gateway. */
export function confirmTestPayment(id: string, card: TestCardPayment): Promise<Booking> {
  return api<Booking>(`${bookingPath(id)}/payment/confirm`, { method: 'POST', body: card })
}

/** Stripe mode: the server retrieves the intent from Stripe and checks it before marking paid. */
export function confirmStripePayment(id: string, paymentIntentId: string): Promise<Booking> {
  return api<Booking>(`${bookingPath(id)}/payment/confirm`, { method: 'POST', body: { paymentIntentId } })
}

/** The paid order's invoice PDF, for the receipt. */
export function downloadInvoice(id: string): Promise<Blob> {
  return apiBlob(`${bookingPath(id)}/invoice.pdf`)
}
