import { Elements } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useMemo } from 'react'
import type { PayFormProps } from './payFormProps'
import { StripeCardForm } from './StripeCardForm'

const loaded = new Map<string, Promise<Stripe | null>>()

/** Stripe.js is fetched from js.stripe.com only here, in Stripe mode, with the publishable key. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey)
  if (!promise) {
    promise = loadStripe(publishableKey)
    loaded.set(publishableKey, promise)
  }
  return promise
}

// Loaded lazily by the payment page, so test mode never downloads the Stripe code.
export default function StripePayment({ publishableKey, ...form }: PayFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey])
  return (
    <Elements stripe={stripe}>
      <StripeCardForm {...form} />
    </Elements>
  )
}
