import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Booking, PaymentIntent, TestCardPayment } from '@/lib/types'
import { makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const CONFIG = { authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1', reference: 'B1', productId: 'p1', productName: 'Kingston 32GB DDR5', unitPriceCents: 9900, totalPriceCents: 990000,
    quantity: 100, address: '1 Dock Road', phone: '555', clientName: 'Dana Buyer', user: 'buyer@example.com',
    status: 'unpaid', paid: false, transactionId: '', trackingNumber: '', history: [], createdAt: '2025-03-04T05:06:07Z',
    lines: [], subtotalCents: 990000, taxCents: 0, poNumber: '', note: '', paymentMethod: 'card',
    taxRatePercent: '0', taxExempt: false, invoiceNumber: '', dueDate: null, overdue: false, paidReference: '', creditNoteNumber: '', shipments: [],
    paidAt: null, refundedCents: 0, refundableCents: 0, refunds: [], returnableLines: [], returnDeadline: null,
    ...overrides,
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

function setup(extra: Parameters<typeof mockApi>[0] = {}, order = booking()) {
  setSession(makeUser({ name: 'Dana Buyer', email: 'buyer@example.com' }))
  const api = mockApi({
    'GET /api/config': () => CONFIG,
    'GET /api/bookings/:id': () => order,
    'POST /api/bookings/:id/payment-intent': (): PaymentIntent => ({ clientSecret: 'test_secret_b1', amountCents: 990000, mode: 'test' }),
    ...extra,
  })
  return { api, ...renderRoute('/dashboard/payment/b1') }
}

async function fillCard(number: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Card number'), number)
  await user.type(screen.getByLabelText(/expiry/i), '1234')
  await user.type(screen.getByLabelText('CVC'), '123')
  return user
}

describe('PaymentPage (test mode)', () => {
  it('keeps Pay disabled until the payment intent has loaded', async () => {
    const intent = deferred<PaymentIntent>()
    setup({ 'POST /api/bookings/:id/payment-intent': () => intent.promise })
    expect(await screen.findByText('Test mode — no real charge', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Kingston 32GB DDR5')).toBeInTheDocument()
    const pay = screen.getByRole('button', { name: /pay \$9,900\.00/i })
    expect(pay).toBeDisabled()
    intent.resolve({ clientSecret: 'test_secret_b1', amountCents: 990000, mode: 'test' })
    await waitFor(() => expect(pay).toBeEnabled())
  })

  it('lists every line and the tax of an order checked out from the cart', async () => {
    setup({}, booking({
      productName: 'Kingston 32GB DDR5, Intel Core i7',
      lines: [
        { productId: 'p1', sku: 'KF-32', productName: 'Kingston 32GB DDR5', quantity: 100, unitPriceCents: 4000, lineTotalCents: 400000, allocations: [], backorderedQuantity: 0 },
        { productId: 'p2', sku: 'I7', productName: 'Intel Core i7', quantity: 50, unitPriceCents: 10000, lineTotalCents: 500000, allocations: [], backorderedQuantity: 0 },
      ],
      subtotalCents: 900000,
      taxCents: 90000,
      totalPriceCents: 990000,
    }))
    expect(await screen.findByText('$4,000.00', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Intel Core i7')).toBeInTheDocument()
    expect(screen.getByText('$5,000.00')).toBeInTheDocument()
    expect(screen.getByText('$900.00')).toBeInTheDocument()
    expect(screen.queryByText('Unit price')).not.toBeInTheDocument()
  })

  it('pays with a good card and shows the success text and the transaction id', async () => {
    const { api } = setup({
      'POST /api/bookings/:id/payment/confirm': () => booking({ status: 'paid', paid: true, transactionId: 'tp_123abc' }),
    })
    await screen.findByText('Test mode — no real charge', {}, SLOW)
    await waitFor(() => expect(screen.getByRole('button', { name: /^pay/i })).toBeEnabled())
    const user = await fillCard('4242424242424242')
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242')
    expect(screen.getByLabelText(/expiry/i)).toHaveValue('12/34')
    await user.click(screen.getByRole('button', { name: /^pay/i }))

    expect(await screen.findByRole('heading', { name: 'Congrats! Your payment is completed.' })).toBeInTheDocument()
    expect(screen.getByText('tp_123abc')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Card payment' }), 'the receipt replaces the card form').not.toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()
    const sent = api.callsTo('POST', '/api/bookings/b1/payment/confirm')[0].body as TestCardPayment
    expect(sent).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Dana Buyer', email: 'buyer@example.com' })
  })

  it('shows a decline in red and lets the buyer try again', async () => {
    setup({
      'POST /api/bookings/:id/payment/confirm': () => apiError(402, 'payment_failed', 'Your card was declined.'),
    })
    await screen.findByText('Test mode — no real charge', {}, SLOW)
    await waitFor(() => expect(screen.getByRole('button', { name: /^pay/i })).toBeEnabled())
    const user = await fillCard('4000000000000002')
    await user.click(screen.getByRole('button', { name: /^pay/i }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.')
    expect(screen.getByRole('alert')).toHaveClass('pay-form__error')
    expect(screen.getByRole('button', { name: /^pay/i })).toBeEnabled()
    expect(screen.queryByText('Congrats! Your payment is completed.')).not.toBeInTheDocument()
  })

  it('checks the card fields before sending anything', async () => {
    const { api } = setup()
    await screen.findByText('Test mode — no real charge', {}, SLOW)
    await waitFor(() => expect(screen.getByRole('button', { name: /^pay/i })).toBeEnabled())
    await userEvent.setup().click(screen.getByRole('button', { name: /^pay/i }))
    expect(screen.getByText('Card number is Required')).toBeInTheDocument()
    expect(screen.getByText('Expiry date is Required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/bookings/b1/payment/confirm')).toHaveLength(0)
  })

  it('shows the receipt after paying: reference, amount, what happens next, the order and its invoice', async () => {
    setup({
      'POST /api/bookings/:id/payment/confirm': () => booking({ status: 'paid', paid: true, transactionId: 'tp_123abc', invoiceNumber: 'INV-2026-000007' }),
    })
    await screen.findByText('Test mode — no real charge', {}, SLOW)
    await waitFor(() => expect(screen.getByRole('button', { name: /^pay/i })).toBeEnabled())
    const user = await fillCard('4242424242424242')
    await user.click(screen.getByRole('button', { name: /^pay/i }))

    const receipt = await screen.findByRole('status', { name: 'Congrats! Your payment is completed.' })
    expect(receipt).toHaveTextContent('OrderB1')
    expect(receipt).toHaveTextContent('Amount paid$9,900.00')
    expect(receipt).toHaveTextContent('email you the tracking number')
    expect(screen.getByRole('link', { name: 'See order B1' })).toHaveAttribute('href', '/dashboard/orders/b1')
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Order B1' })).toBeInTheDocument()
  })

  it('shows the PO number the buyer gave, on the page to pay and on the receipt', async () => {
    setup({
      'POST /api/bookings/:id/payment/confirm': () => booking({ status: 'paid', paid: true, transactionId: 'tp_po', poNumber: 'PO-4471' }),
    }, booking({ poNumber: 'PO-4471' }))
    const summary = await screen.findByRole('region', { name: 'Order summary' }, SLOW)
    expect(summary).toHaveTextContent('PO numberPO-4471')
    await waitFor(() => expect(screen.getByRole('button', { name: /^pay/i })).toBeEnabled())
    const user = await fillCard('4242424242424242')
    await user.click(screen.getByRole('button', { name: /^pay/i }))
    expect(await screen.findByRole('status', { name: 'Congrats! Your payment is completed.' })).toHaveTextContent('PO numberPO-4471')
  })

  it('shows a paid order as paid at once, without a new payment intent', async () => {
    const { api } = setup({}, booking({ status: 'paid', paid: true, transactionId: 'tp_done' }))
    expect(await screen.findByText('Congrats! Your payment is completed.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('tp_done')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^pay/i })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/bookings/b1/payment-intent')).toHaveLength(0)
  })
})

describe('PaymentPage for a closed order', () => {
  it.each([
    ['cancelled', 'This order was cancelled, so there is nothing to pay.'],
    ['expired', "This order's reservation ran out, so there is nothing to pay."],
  ] as const)('shows no card form for a %s order', async (status, text) => {
    setup({}, booking({ status }))
    expect(await screen.findByText(text, { exact: false }, SLOW)).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()
  })

  it('shows subtotal, tax with its rate, and total', async () => {
    setup({}, booking({ subtotalCents: 1000000, taxCents: 205000, totalPriceCents: 1205000, taxRatePercent: '20.5' }))
    expect(await screen.findByText('Tax (20.5%)', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('$10,000.00')).toBeInTheDocument()
    expect(screen.getByText('$2,050.00')).toBeInTheDocument()
    expect(screen.getAllByText('$12,050.00').length).toBeGreaterThan(0)
  })
})
