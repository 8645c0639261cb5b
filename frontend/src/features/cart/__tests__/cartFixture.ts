import type { Cart, CartLine } from '@/lib/types'

export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const quantity = overrides.quantity ?? 100
  const unitPriceCents = overrides.unitPriceCents ?? 12345
  return {
    productId: 'p1',
    sku: 'SAM-990-1TB',
    productName: 'Samsung 990 PRO 1TB NVMe SSD',
    img: '/catalogue/ssd.svg',
    quantity,
    unitPriceCents,
    lineTotalCents: quantity * unitPriceCents,
    minOrderQuantity: 100,
    stock: 5000,
    nextBreak: null,
    problem: null,
    availability: [{ leadTimeDays: 0, quantity: 5000 }],
    backorderable: false,
    restockDays: 0,
    ...overrides,
  }
}

/** A cart priced like the server does, with 10% tax. */
export function makeCart(lines: CartLine[]): Cart {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0)
  const taxCents = Math.round(subtotalCents / 10)
  return { lines, subtotalCents, taxCents, totalCents: subtotalCents + taxCents, taxRatePercent: '10' }
}
