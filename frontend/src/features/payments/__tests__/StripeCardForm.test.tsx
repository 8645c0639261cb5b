import { Elements } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Booking } from '@/lib/types'
import { mockApi } from '@/testing/mockApi'
import { StripeCardForm } from '../components/StripeCardForm'
import type { PayFormProps } from '../components/payFormProps'

/** Just enough of Stripe.js for Elements and CardElement to mount; nothing is loaded from js.stripe.com. */
function fakeStripe(confirmCardPayment: ReturnType<typeof vi.fn>) {
  const card = { mount: vi.fn(), on: vi.fn(), off: vi.fn(), update: vi.fn(), destroy: vi.fn() }
  const elements = { create: vi.fn(() => card), getElement: vi.fn(() => card), update: vi.fn() }
  const stripe = { elements: vi.fn(() => elements), createToken: vi.fn(), createPaymentMethod: vi.fn(), confirmCardPayment }
  return { stripe: stripe as unknown as Stripe, card }
}

function renderForm(stripe: Stripe | null, overrides: Partial<PayFormProps> = {}) {
  const onPaid = vi.fn()
  const props: PayFormProps = {
    bookingId: 'b1', amountCents: 990000, clientSecret: 'pi_1_secret_2', defaultName: 'Dana Buyer',
    defaultEmail: 'buyer@example.com', onPaid, ...overrides,
  }
  render(
    <Elements stripe={stripe}>
      <StripeCardForm {...props} />
    </Elements>,
  )
  return onPaid
}

describe('StripeCardForm', () => {
  it('confirms the card with the billing name and email, then lets the server confirm', async () => {
    const confirm = vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }))
    const { stripe, card } = fakeStripe(confirm)
    const paidBooking = { id: 'b1', paid: true, status: 'paid', transactionId: 'pi_1' } as Booking
    const api = mockApi({ 'POST /api/bookings/:id/payment/confirm': () => paidBooking })
    const onPaid = renderForm(stripe)

    const pay = screen.getByRole('button', { name: /pay \$9,900\.00/i })
    await waitFor(() => expect(pay).toBeEnabled())
    await userEvent.setup().click(pay)

    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paidBooking))
    expect(confirm).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card, billing_details: { name: 'Dana Buyer', email: 'buyer@example.com' } },
    })
    expect(api.callsTo('POST', '/api/bookings/b1/payment/confirm')[0].body).toEqual({ paymentIntentId: 'pi_1' })
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull()
  })

  it('shows the card error in red and does not mark the order paid', async () => {
    const confirm = vi.fn(async () => ({ error: { type: 'card_error', message: 'Your card was declined.' } }))
    const { stripe } = fakeStripe(confirm)
    const api = mockApi({})
    const onPaid = renderForm(stripe)
    await userEvent.setup().click(screen.getByRole('button', { name: /^pay/i }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.')
    expect(onPaid).not.toHaveBeenCalled()
    expect(api.calls).toHaveLength(0)
    expect(screen.getByRole('button', { name: /^pay/i })).toBeEnabled()
  })

  it('keeps Pay disabled while Stripe or the client secret is missing', () => {
    renderForm(null)
    expect(screen.getByRole('button', { name: /^pay/i })).toBeDisabled()
  })
})
