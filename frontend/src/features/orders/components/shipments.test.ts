import { describe, expect, it } from 'vitest'
import { makeBooking } from '@/testing/fixtures'
import { canShip } from './shipments'

const shipment = { id: 's1', at: '2025-03-05T00:00:00Z', carrier: '', trackingNumber: '', lines: [{ productId: 'p1', quantity: 40 }] }

describe('canShip: what the server lets the desk ship (domain Booking.CanShip)', () => {
  it('ships a paid, partly shipped or partly refunded order with pieces left', () => {
    expect(canShip(makeBooking({ status: 'paid', paid: true }))).toBe(true)
    expect(canShip(makeBooking({ status: 'partially_shipped', paid: true, shipments: [shipment] }))).toBe(true)
    expect(canShip(makeBooking({ status: 'partially_refunded', paid: true }))).toBe(true)
  })

  it('ships an invoice-terms order once invoiced, paid or not, but not an unpaid card order', () => {
    expect(canShip(makeBooking({ status: 'unpaid', paymentMethod: 'invoice', invoiceNumber: 'INV-2025-000042' }))).toBe(true)
    expect(canShip(makeBooking({ status: 'unpaid', paymentMethod: 'invoice', invoiceNumber: '' }))).toBe(false)
    expect(canShip(makeBooking({ status: 'unpaid', paymentMethod: 'card', invoiceNumber: 'INV-2025-000043' }))).toBe(false)
  })

  it('has nothing to ship when every piece left is backordered, shipped, or the order is over', () => {
    const backordered = makeBooking({ status: 'paid', paid: true })
    backordered.lines = [{ ...backordered.lines[0], allocations: [], backorderedQuantity: backordered.lines[0].quantity }]
    expect(canShip(backordered)).toBe(false)
    expect(canShip(makeBooking({ status: 'partially_refunded', paid: true, quantity: 40, shipments: [shipment] }))).toBe(false)
    for (const status of ['shipped', 'delivered', 'cancelled', 'refunding', 'refunded', 'pending_approval'] as const) {
      expect(canShip(makeBooking({ status, paid: true })), status).toBe(false)
    }
  })
})
