import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/dates'
import type { Booking } from '@/lib/types'
import { makeBooking, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const order = makeBooking({
  id: '64b000000000000000c0ffee',
  productName: 'Samsung 990 PRO 1TB, Kingston 32GB DDR5',
  quantity: 300,
  lines: [
    { productId: 'p1', sku: 'SAM-990', productName: 'Samsung 990 PRO 1TB', quantity: 100, unitPriceCents: 10000, lineTotalCents: 1000000, allocations: [], backorderedQuantity: 0 },
    { productId: 'p2', sku: 'KF-32', productName: 'Kingston 32GB DDR5', quantity: 200, unitPriceCents: 4500, lineTotalCents: 900000, allocations: [], backorderedQuantity: 0 },
  ],
  subtotalCents: 1900000,
  taxCents: 190000,
  totalPriceCents: 2090000,
  address: '7 Harbour Lane',
  phone: '+44 20 7946 0000',
  poNumber: 'PO-2025-117',
  note: 'Dock 3, mornings',
  status: 'shipped',
  paid: true,
  transactionId: 'tx_4242',
  trackingNumber: '1Z999',
  history: [
    { status: 'unpaid', at: '2025-03-04T05:06:07Z', by: 'buyer@example.com' },
    { status: 'paid', at: '2025-03-04T06:00:00Z', by: 'buyer@example.com' },
    { status: 'shipped', at: '2025-03-05T09:30:00Z', by: 'staff' },
  ],
})

function setup(booking: Booking = order, extra: Parameters<typeof mockApi>[0] = {}, me = makeUser({ email: 'buyer@example.com' })) {
  setSession(me)
  const api = mockApi({ 'GET /api/bookings/:id': () => booking, ...extra })
  return { api, ...renderRoute(`/dashboard/orders/${booking.id}`) }
}

describe('OrderDetailPage', () => {
  it('shows every line, the totals, where it ships, the references and the history', async () => {
    setup()
    await screen.findByRole('heading', { name: 'Order 00C0FFEE' }, SLOW)
    const ssd = within(screen.getByRole('rowheader', { name: /^Samsung 990 PRO 1TB/ }).closest('tr') as HTMLElement)
    expect(ssd.getByText('100')).toBeInTheDocument()
    expect(ssd.getByText('$100.00')).toBeInTheDocument()
    expect(ssd.getByText('$10,000.00')).toBeInTheDocument()
    const ram = within(screen.getByRole('rowheader', { name: /^Kingston 32GB DDR5/ }).closest('tr') as HTMLElement)
    expect(ram.getByText('$9,000.00')).toBeInTheDocument()
    expect(screen.getByText('$19,000.00')).toBeInTheDocument()
    expect(screen.getByText('$1,900.00')).toBeInTheDocument()
    expect(screen.getByText('$20,900.00')).toBeInTheDocument()
    for (const text of ['7 Harbour Lane', '+44 20 7946 0000', 'PO-2025-117', 'Dock 3, mornings', 'tx_4242', '1Z999']) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    const history = within(screen.getByRole('list', { name: 'Status history' }))
    expect(history.getAllByRole('listitem')).toHaveLength(3)
    const lines = within(screen.getByRole('table', { name: 'Order lines' }))
    expect(lines.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Product', 'Quantity', 'Unit price', 'Line total'])
    expect(lines.getAllByRole('row')[1].children).toHaveLength(4)
    expect(history.getByText('by staff')).toBeInTheDocument()
    expect(history.getByText(formatDateTime('2025-03-05T09:30:00Z'))).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument()
  })

  it('offers Pay and Cancel to the buyer of an unpaid order', async () => {
    const unpaid = makeBooking({ id: 'b-unpaid' })
    setup(unpaid)
    expect(await screen.findByRole('link', { name: 'Pay' }, SLOW)).toHaveAttribute('href', '/dashboard/payment/b-unpaid')
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
  })

  it('offers an unpaid invoice’s buyer to pay it by card as the other choice', async () => {
    setup(makeBooking({ id: 'b-inv', paymentMethod: 'invoice', invoiceNumber: 'INV-2025-000042', dueDate: '2025-04-03T00:00:00Z' }))
    const pay = await screen.findByRole('link', { name: 'Pay by card' }, SLOW)
    expect(pay).toHaveAttribute('href', '/dashboard/payment/b-inv')
    expect(pay).toHaveClass('btn--secondary')
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument()
  })

  it('keeps every action and the invoice download in one toolbar, its one primary button the way to pay', async () => {
    setup(makeBooking({ id: 'b-inv', paymentMethod: 'invoice', invoiceNumber: 'INV-2025-000042', dueDate: '2025-04-03T00:00:00Z' }))
    const toolbar = within(await screen.findByRole('group', { name: 'Order actions' }, SLOW))
    expect(toolbar.getAllByRole('link').concat(toolbar.getAllByRole('button')).map((el) => el.textContent)).toEqual(['Pay by card', 'Cancel order', 'Order again', 'Download invoice (PDF)'])
    expect(toolbar.getByRole('button', { name: 'Download invoice (PDF)' })).toHaveClass('btn--primary')
    expect(screen.getByRole('group', { name: 'Order actions' }).querySelectorAll('.btn--primary')).toHaveLength(1)
    expect(document.querySelectorAll('.order-detail__actions')).toHaveLength(1)
  })

  it('makes Pay the one primary button of a card order’s toolbar', async () => {
    setup(makeBooking({ id: 'b-card' }))
    const toolbar = await screen.findByRole('group', { name: 'Order actions' }, SLOW)
    expect([...toolbar.querySelectorAll('.btn--primary')].map((el) => el.textContent)).toEqual(['Pay'])
    expect(within(toolbar).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
  })

  it('shows an admin the order without the buyer’s actions', async () => {
    setup(makeBooking({ id: 'b-unpaid' }), {}, makeUser({ role: 'admin', email: 'admin@pallet.test' }))
    await screen.findByText('buyer@example.com', {}, SLOW)
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument()
  })

  it('orders again: goes to the cart with today’s lines and lists the lines that could not be added', async () => {
    const user = userEvent.setup()
    const cart = {
      lines: [{ productId: 'p1', sku: 'SAM-990', productName: 'Samsung 990 PRO 1TB', img: '', quantity: 100, unitPriceCents: 9900, lineTotalCents: 990000, minOrderQuantity: 100, stock: 900, nextBreak: null, problem: null, availability: [{ leadTimeDays: 0, quantity: 900 }], backorderable: false, restockDays: 0 }],
      subtotalCents: 990000,
      taxCents: 0,
      totalCents: 990000,
    }
    const { api, router } = setup(order, {
      'POST /api/bookings/:id/reorder': () => ({ cart, errors: [{ productId: 'p2', productName: 'Kingston 32GB DDR5', message: 'This product is no longer available' }] }),
      'GET /api/cart': () => cart,
    })
    await user.click(await screen.findByRole('button', { name: 'Order again' }, SLOW))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(api.callsTo('POST', `/api/bookings/${order.id}/reorder`)).toHaveLength(1)
    const notice = await screen.findByRole('alert', { name: 'Some lines of that order could not be added' }, SLOW)
    expect(notice).toHaveTextContent('Kingston 32GB DDR5: This product is no longer available')
    expect(await screen.findByRole('listitem', { name: 'Samsung 990 PRO 1TB' })).toBeInTheDocument()
  })

  it('lists each shipment with its tracking number, and what is still backordered', async () => {
    const partly = makeBooking({
      id: '64b000000000000000ba5e00', status: 'partially_shipped', paid: true,
      lines: [{ productId: 'p1', sku: 'SAM-990', productName: 'Samsung 990 PRO 1TB', quantity: 300, unitPriceCents: 10000, lineTotalCents: 3000000, allocations: [], backorderedQuantity: 50 }],
      shipments: [
        { id: 's1', at: '2025-03-05T00:00:00Z', carrier: 'DHL', trackingNumber: 'TRK-ONE', lines: [{ productId: 'p1', quantity: 200 }] },
        { id: 's2', at: '2025-03-06T00:00:00Z', carrier: '', trackingNumber: 'TRK-TWO', lines: [{ productId: 'p1', quantity: 50 }] },
      ],
    })
    setup(partly)
    const shipments = within(await screen.findByRole('region', { name: 'Shipments' }, SLOW))
    expect(within(shipments.getByRole('listitem', { name: 'Shipment 1' })).getByText('TRK-ONE')).toBeInTheDocument()
    expect(shipments.getByRole('listitem', { name: 'Shipment 1' })).toHaveTextContent('200 × Samsung 990 PRO 1TB')
    expect(shipments.getByRole('listitem', { name: 'Shipment 1' })).toHaveTextContent('DHL')
    expect(within(shipments.getByRole('listitem', { name: 'Shipment 2' })).getByText('TRK-TWO')).toBeInTheDocument()
    expect(shipments.getByText('50 × Samsung 990 PRO 1TB backordered: they ship when stock arrives.')).toBeInTheDocument()
  })

  it('says so when the order is not there', async () => {
    setSession(makeUser())
    mockApi({ 'GET /api/bookings/:id': () => apiError(404, 'not_found', 'Order not found') })
    renderRoute('/dashboard/orders/nope')
    expect(await screen.findByText("We couldn't find that order", {}, SLOW)).toBeInTheDocument()
  })

  it('names the tax rate the order was priced with', async () => {
    setup({ ...order, taxRatePercent: '10' })
    expect(await screen.findByText('Tax (10%)', {}, SLOW)).toBeInTheDocument()
  })

  it('says a tax-exempt buyer’s order has no tax because of the exemption, in its invoice’s words', async () => {
    setup({ ...order, taxRatePercent: '0', taxCents: 0, totalPriceCents: 1900000, taxExempt: true })
    expect(await screen.findByText('Tax (none: tax-exempt buyer)', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText(/Tax \(0%\)|none charged/)).not.toBeInTheDocument()
  })

  it('says no tax was charged on an order of a buyer who was not exempt', async () => {
    setup({ ...order, taxRatePercent: '0', taxCents: 0, totalPriceCents: 1900000, taxExempt: false })
    expect(await screen.findByText('Tax (none charged)', {}, SLOW)).toBeInTheDocument()
  })
})
