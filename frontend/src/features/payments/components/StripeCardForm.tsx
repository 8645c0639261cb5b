import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { useState } from 'react'
import { Input } from '@/components/ui/Input'
import { confirmStripePayment } from '../api/paymentsApi'
import { PayForm, usePayAttempt } from './PayForm'
import type { PayFormProps } from './payFormProps'

const CARD_STYLE = {
  style: {
    base: { fontSize: '16px', color: '#18212e', fontFamily: 'system-ui, sans-serif', '::placeholder': { color: '#556274' } },
    invalid: { color: '#c0262d' },
  },
}

/** Stripe mode: Stripe Elements' card input; the payment is confirmed with the billing name and email the buyer checked. */
export function StripeCardForm({ bookingId, amountCents, clientSecret, defaultName, defaultEmail, onPaid }: PayFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [name, setName] = useState(defaultName)
  const [email, setEmail] = useState(defaultEmail)
  const [nameError, setNameError] = useState('')
  const { busy, payError, setPayError, pay } = usePayAttempt(onPaid)

  function submit() {
    const card = elements?.getElement(CardElement)
    if (!stripe || !card || !clientSecret) return
    if (!name.trim()) {
      setNameError('Name on card is Required')
      return
    }
    void pay(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: name.trim(), email: email.trim() } },
      })
      // an intent that already succeeded (e.g. a retry after a lost answer) is confirmed on the server too
      const intent = result.paymentIntent ?? (result.error?.payment_intent?.status === 'succeeded' ? result.error.payment_intent : undefined)
      if (!intent) throw new Error(result.error?.message ?? 'The payment could not be completed.')
      return confirmStripePayment(bookingId, intent.id)
    })
  }

  return (
    <PayForm onSubmit={submit} payError={payError} amountCents={amountCents} ready={Boolean(clientSecret && stripe)} busy={busy}>
      <div className="field">
        <span className="field__label" id="card-label">
          Card details
        </span>
        <div className="stripe-card" role="group" aria-labelledby="card-label">
          <CardElement options={CARD_STYLE} onChange={(e) => setPayError(e.error?.message ?? '')} />
        </div>
      </div>
      <Input label="Name on card" name="cardName" autoComplete="cc-name" value={name} onChange={(e) => { setName(e.target.value); setNameError('') }} error={nameError} />
      <Input label="Email for the receipt" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
    </PayForm>
  )
}
