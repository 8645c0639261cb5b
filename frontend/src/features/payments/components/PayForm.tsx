import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { toApiError } from '@/lib/api'
import type { Booking } from '@/lib/types'
import { PayButton } from './PayButton'

/** One payment at a time: busy while it runs, and the reason when it fails. */
export function usePayAttempt(onPaid: (booking: Booking) => void) {
  const [busy, setBusy] = useState(false)
  const [payError, setPayError] = useState('')

  async function pay(charge: () => Promise<Booking>) {
    setBusy(true)
    setPayError('')
    try {
      onPaid(await charge())
    } catch (err) {
      setPayError(toApiError(err).message)
    } finally {
      setBusy(false)
    }
  }
  return { busy, payError, setPayError, pay }
}

type PayFormProps = ComponentProps<typeof PayButton> & {
  /** the card fields */
  children: ReactNode
  onSubmit: () => void
  payError: string
}

/** The card form's frame shared by test mode and Stripe: the fields, the failure, the Pay button. */
export function PayForm({ children, onSubmit, payError, ...button }: PayFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="form pay-form" onSubmit={submit} noValidate aria-label="Card payment">
      {children}
      {payError && (
        <p className="pay-form__error" role="alert">
          {payError}
        </p>
      )}
      <PayButton {...button} />
    </form>
  )
}
