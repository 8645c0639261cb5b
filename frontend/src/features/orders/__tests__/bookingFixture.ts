import type { Booking } from '@/lib/types'

let seq = 0

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const quantity = overrides.quantity ?? 100
  const unitPriceCents = overrides.unitPriceCents ?? 12345
  const productName = overrides.productName ?? 'Samsung 990 PRO 1TB NVMe SSD'
  const lineTotalCents = unitPriceCents * quantity
  return {
    id: `b${(++seq).toString().padStart(23, '0')}`,
    productId: 'p1',
    productName,
    unitPriceCents,
    totalPriceCents: lineTotalCents,
    quantity,
    lines: [{ productId: 'p1', sku: 'SKU-P1', productName, quantity, unitPriceCents, lineTotalCents }],
    subtotalCents: lineTotalCents,
    taxCents: 0,
    poNumber: '',
    note: '',
    paymentMethod: 'card',
    address: '1 Dock Road',
    phone: '+1 555 0100',
    clientName: 'Dana Buyer',
    user: 'buyer@example.com',
    status: 'unpaid',
    paid: false,
    transactionId: '',
    trackingNumber: '',
    history: [],
    createdAt: '2025-03-04T05:06:07Z',
    ...overrides,
  }
}
