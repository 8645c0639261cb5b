import type { Booking } from '@/lib/types'

/** What both card forms (test mode and Stripe) need. */
export interface PayFormProps {
  bookingId: string
  amountCents: number
  /** null until the payment intent has loaded: the Pay button stays disabled */
  clientSecret: string | null
  defaultName: string
  defaultEmail: string
  onPaid: (booking: Booking) => void
}

export const SUCCESS_TEXT = 'Congrats! Your payment is completed.'
