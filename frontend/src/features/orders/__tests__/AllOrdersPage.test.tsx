import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listOf, makeBooking, makeUser } from '@/testing/fixtures'
import { mockApi, reply, type MockRequest } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const paid = makeBooking({ id: 'b-paid', user: 'ann@corp.test', productName: 'Intel Core i7', status: 'paid', paid: true, transactionId: 'tx_1' })
const shipped = makeBooking({ id: 'b-ship', user: 'bob@corp.test', productName: 'Corsair PSU', status: 'shipped', paid: true })
const unpaid = makeBooking({ id: 'b-new', user: 'cy@corp.test', productName: 'Kingston RAM' })
const partly: typeof paid = { ...paid, status: 'partially_shipped', trackingNumber: 'TRK-1',
  shipments: [{ id: 's1', at: '2025-03-05T00:00:00Z', carrier: 'DHL', trackingNumber: 'TRK-1', lines: [{ productId: 'p1', quantity: 40 }] }] }

function setup(bookings = [paid, shipped, unpaid]) {
  const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
  setSession(admin)
  const api = mockApi({
    'GET /api/me': () => admin,
    'GET /api/admin/bookings': (req: MockRequest) => {
      const status = req.url.searchParams.get('status')
      return listOf(bookings.filter((b) => !status || b.status === status), 1, 20)
    },
    'POST /api/admin/bookings/:id/ship': (req) => ({ ...paid, status: 'shipped', trackingNumber: (req.body as { trackingNumber?: string }).trackingNumber ?? '' }),
    'POST /api/admin/bookings/:id/shipments': () => reply(201, partly.shipments[0]),
    'GET /api/bookings/:id': () => partly,
    'POST /api/admin/bookings/:id/deliver': () => ({ ...shipped, status: 'delivered' }),
    'POST /api/admin/bookings/:id/refund': () => ({ ...paid, status: 'refunded' }),
    'POST /api/admin/bookings/:id/cancel': () => ({ ...unpaid, status: 'cancelled' }),
  })
  return { api, ...renderRoute('/dashboard/all-orders') }
}

const header = (name: string) => ({ name: new RegExp(`^${name}`) })
const row = (name: string) => within(screen.getByRole('rowheader', header(name)).closest('tr') as HTMLElement)

describe('AllOrdersPage', () => {
  it('lists user, product, quantity, total and status with the right actions', async () => {
    setup()
    await screen.findByRole('rowheader', header('Intel Core i7'), SLOW)
    expect(row('Intel Core i7').getByText('ann@corp.test')).toBeInTheDocument()
    expect(row('Intel Core i7').getByRole('button', { name: /^ship/i })).toBeInTheDocument()
    expect(row('Intel Core i7').getByRole('button', { name: /^refund/i })).toBeInTheDocument()
    expect(row('Corsair PSU').getByRole('button', { name: /delivered/i })).toBeInTheDocument()
    expect(row('Kingston RAM').getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel'])
  })

  it('shows what an admin needs to ship: address, phone and PO number, and links to the order', async () => {
    setup([makeBooking({ id: 'b-ship-me', user: 'ann@corp.test', productName: 'Intel Core i7', status: 'paid', paid: true, address: '7 Harbour Lane', phone: '+44 20 7946 0000', poNumber: 'PO-77' })])
    await screen.findByRole('rowheader', header('Intel Core i7'), SLOW)
    expect(row('Intel Core i7').getByText('7 Harbour Lane')).toBeInTheDocument()
    expect(row('Intel Core i7').getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+44 20 7946 0000')
    expect(row('Intel Core i7').getByText('PO PO-77')).toBeInTheDocument()
    expect(row('Intel Core i7').getByRole('link', { name: 'Intel Core i7' })).toHaveAttribute('href', '/dashboard/orders/b-ship-me')
  })

  it('sums an order up as its first product, its lines and pieces, the first product opening the order', async () => {
    const lines = [
      { productId: 'p1', sku: 'I7', productName: 'Intel Core i7', quantity: 200, unitPriceCents: 30000, lineTotalCents: 6000000, allocations: [], backorderedQuantity: 0 },
      { productId: 'p2', sku: 'KF-32', productName: 'Kingston RAM', quantity: 600, unitPriceCents: 4000, lineTotalCents: 2400000, allocations: [], backorderedQuantity: 0 },
      { productId: 'p3', sku: 'PSU', productName: 'Corsair PSU', quantity: 400, unitPriceCents: 5000, lineTotalCents: 2000000, allocations: [], backorderedQuantity: 0 },
    ]
    setup([makeBooking({ id: 'b-3', productName: 'Intel Core i7, Kingston RAM, Corsair PSU', quantity: 1200, lines, address: '9 Cart Quay\nHamburg\nGermany' })])
    await screen.findByRole('rowheader', header('Intel Core i7'), SLOW)
    expect(row('Intel Core i7').getByRole('link', { name: 'Intel Core i7' })).toHaveAttribute('href', '/dashboard/orders/b-3')
    expect(row('Intel Core i7').getByText(/^3 lines · 1,200 pcs · /)).toBeInTheDocument()
    expect(row('Intel Core i7').getByText('9 Cart Quay, Hamburg, Germany')).toHaveAttribute('title', '9 Cart Quay, Hamburg, Germany')
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Buyer and ship to', 'Total', 'Status', 'Actions'])
  })

  it('keeps a long email and transaction id on one line, cut short with the whole text as a tooltip', async () => {
    setup([makeBooking({ user: 'procurement.department@very-long-company-name.example', productName: 'Intel Core i7', status: 'paid', paid: true, transactionId: 'pi_3PqRsTuVwXyZ0123456789' })])
    await screen.findByRole('rowheader', header('Intel Core i7'), SLOW)
    const email = row('Intel Core i7').getByText('procurement.department@very-long-company-name.example')
    expect(email).toHaveClass('truncate')
    expect(email).toHaveAttribute('title', 'procurement.department@very-long-company-name.example')
    const transaction = row('Intel Core i7').getByText('pi_3PqRsTuVwXyZ0123456789')
    expect(transaction).toHaveClass('truncate')
    expect(transaction).toHaveAttribute('title', 'pi_3PqRsTuVwXyZ0123456789')
  })

  it('shows each order\'s short reference', async () => {
    setup([makeBooking({ id: '5f3a9c01d2e4b6a8c0e2f4a6', productName: 'Intel Core i7' })])
    await screen.findByRole('rowheader', header('Intel Core i7'), SLOW)
    expect(row('Intel Core i7').getByText('C0E2F4A6')).toHaveClass('order-ref')
  })

  it('filters by status', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await screen.findByRole('rowheader', header('Intel Core i7'), SLOW)
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped')
    await waitFor(() => expect(screen.queryByRole('rowheader', header('Intel Core i7'))).not.toBeInTheDocument())
    expect(screen.getByRole('rowheader', header('Corsair PSU'))).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/bookings').at(-1)?.url.searchParams.get('status')).toBe('shipped')
  })

  it('ships a paid order with a tracking number', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await user.click(await screen.findByRole('button', { name: /^ship/i }, SLOW))
    const dialog = screen.getByRole('dialog', { name: 'Ship this order' })
    await user.type(within(dialog).getByLabelText(/tracking number/i), '1Z999AA1')
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }))
    expect(await screen.findByText('Order marked shipped')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/bookings/b-paid/ship')[0].body).toEqual({ trackingNumber: '1Z999AA1' })
    expect(row('Intel Core i7').getByText('1Z999AA1')).toBeInTheDocument()
  })

  it('ships part of a paid order with a carrier, and offers the rest', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await user.click(await screen.findByRole('button', { name: /^ship/i }, SLOW))
    const dialog = screen.getByRole('dialog', { name: 'Ship this order' })
    const pieces = within(dialog).getByLabelText(/pieces to ship/i)
    expect(pieces).toHaveValue(100)
    await user.clear(pieces)
    await user.type(pieces, '40')
    await user.type(within(dialog).getByLabelText(/carrier/i), 'DHL')
    await user.type(within(dialog).getByLabelText(/tracking number/i), 'TRK-1')
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }))
    expect(await screen.findByText('Shipment recorded; the rest is still to ship')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/bookings/b-paid/shipments')[0].body).toEqual({
      lines: [{ productId: 'p1', quantity: 40 }], carrier: 'DHL', trackingNumber: 'TRK-1' })
    expect(row('Intel Core i7').getByRole('button', { name: /^ship/i })).toHaveTextContent('Ship the rest')
  })

  it('refunds only after confirming', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await user.click(await screen.findByRole('button', { name: /^refund/i }, SLOW))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByText(/order refunded/i)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/bookings/b-paid/refund')).toHaveLength(1)
    expect(row('Intel Core i7').getByText('Refunded')).toBeInTheDocument()
  })

  it('cancels an unpaid order only after confirming', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await user.click(await screen.findByRole('button', { name: /^cancel the order for kingston ram/i }, SLOW))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Keep order' }))
    expect(api.callsTo('POST', '/api/admin/bookings/b-new/cancel')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: /^cancel the order for kingston ram/i }))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText(/order cancelled/i)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/bookings/b-new/cancel')).toHaveLength(1)
    expect(row('Kingston RAM').getByText('Cancelled')).toBeInTheDocument()
    expect(row('Kingston RAM').queryByRole('button')).not.toBeInTheDocument()
  })

  it('labels expired and refunding orders, with no actions on them', async () => {
    const expired = makeBooking({ productName: 'WD Red 8TB', status: 'expired' })
    const refunding = makeBooking({ productName: 'Seagate 4TB', status: 'refunding', paid: true, transactionId: 'tx_9' })
    setup([expired, refunding])
    await screen.findByRole('rowheader', header('WD Red 8TB'), SLOW)
    expect(row('WD Red 8TB').getByText('Expired')).toBeInTheDocument()
    expect(row('Seagate 4TB').getByText('Refunding')).toBeInTheDocument()
    expect(row('WD Red 8TB').queryByRole('button')).not.toBeInTheDocument()
    expect(row('Seagate 4TB').queryByRole('button')).not.toBeInTheDocument()
  })
})
