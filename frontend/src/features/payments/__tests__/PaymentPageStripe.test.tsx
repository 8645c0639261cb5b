import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makeBooking, makeUser } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

// Stripe.js itself is replaced: the page must ask for it with the publishable key, and only in Stripe mode.
const stripeLoader = vi.hoisted(() => {
  const card = { mount: () => {}, on: () => {}, off: () => {}, update: () => {}, destroy: () => {} }
  const elements = { create: () => card, getElement: () => card, update: () => {} }
  const fake = { elements: () => elements, createToken: () => {}, createPaymentMethod: () => {}, confirmCardPayment: () => {} }
  return { loadStripe: vi.fn(async () => fake) }
})
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeLoader.loadStripe }))

const order = makeBooking({ id: 'b9', productName: 'Corsair RM850x PSU', unitPriceCents: 12000, quantity: 100, address: 'Dock 4', phone: '555', clientName: 'Dana' })

function setup(paymentMode: 'test' | 'stripe') {
  setSession(makeUser())
  mockApi({
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode, stripePublishableKey: paymentMode === 'stripe' ? 'pk_test_123' : null }),
    'GET /api/bookings/:id': () => order,
    'POST /api/bookings/:id/payment-intent': () => ({ clientSecret: 'pi_9_secret_x', amountCents: 1200000, mode: paymentMode }),
  })
  renderRoute('/dashboard/payment/b9')
}

describe('PaymentPage mode switch', () => {
  it('uses Stripe Elements in Stripe mode, loaded with the publishable key', async () => {
    setup('stripe')
    expect(await screen.findByText('Card details', {}, { timeout: 10000 })).toBeInTheDocument()
    expect(stripeLoader.loadStripe).toHaveBeenCalledWith('pk_test_123')
    expect(screen.queryByText('Test mode — no real charge')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: /pay \$12,000\.00/i })).toBeEnabled())
  })

  it('never loads Stripe in test mode', async () => {
    stripeLoader.loadStripe.mockClear()
    setup('test')
    expect(await screen.findByText('Test mode — no real charge', {}, { timeout: 10000 })).toBeInTheDocument()
    expect(stripeLoader.loadStripe).not.toHaveBeenCalled()
  })
})
