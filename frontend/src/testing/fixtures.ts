import type { AppConfig, Booking, CompanyAccount, CompanyMember, Product, Quote, QuoteLine, Refund, ReturnRecord, User } from '@/lib/types'

/** The server's zero-setup config: local sign-in, the test card gateway. */
export const LOCAL_CONFIG: AppConfig = { authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null, sampleSellerDetails: [] }

export { EMPTY_CART } from '@/features/cart/hooks/useCart'

let seq = 0
const hexId = () => (++seq).toString(16).padStart(24, '0')

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const stock = overrides.stock ?? 5000
  const minOrderQuantity = overrides.minOrderQuantity ?? 100
  return {
    id: hexId(),
    name: 'Samsung 990 PRO 1TB NVMe SSD',
    brand: 'Samsung',
    priceCents: 123450,
    stock,
    descriptions: 'PCIe 4.0 NVMe M.2 drive.',
    img: '/catalogue/ssd.svg',
    minOrderQuantity,
    orderable: stock >= minOrderQuantity,
    sku: 'MZ-V9P1T0BW',
    priceBreaks: [],
    lowStockThreshold: 0,
    category: '',
    attributes: {},
    availability: stock > 0 ? [{ leadTimeDays: 0, quantity: stock }] : [],
    backorderable: false,
    restockDays: 0,
    createdAt: '2025-01-02T03:04:05Z',
    updatedAt: '2025-01-02T03:04:05Z',
    ...overrides,
  }
}

export function makeUser(overrides: Partial<User> = {}): User {
  const role = overrides.role ?? 'customer'
  return {
    id: hexId(),
    email: 'buyer@example.com',
    name: 'Dana Buyer',
    photoUrl: '',
    role,
    isAdmin: role === 'admin',
    createdAt: '2025-01-01T00:00:00Z',
    emailVerified: true,
    company: { companyName: '', vatId: '', billingAddress: '' },
    terms: { invoiceTerms: false, netDays: 30, taxExempt: false },
    ...overrides,
  }
}

/** A page of a list answer (BookingList, UserList…: the document names one per record). */
export function listOf<T>(items: T[], page = 1, limit = 12, total = items.length) {
  return { items, total, page, limit }
}

let bookingSeq = 0

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const quantity = overrides.quantity ?? 100
  const unitPriceCents = overrides.unitPriceCents ?? 12345
  const productName = overrides.productName ?? 'Samsung 990 PRO 1TB NVMe SSD'
  const lineTotalCents = unitPriceCents * quantity
  const id = overrides.id ?? `b${(++bookingSeq).toString().padStart(23, '0')}`
  return {
    id,
    reference: id.slice(-8).toUpperCase(),
    productId: 'p1',
    productName,
    unitPriceCents,
    totalPriceCents: lineTotalCents,
    quantity,
    lines: [{ productId: 'p1', sku: 'SKU-P1', productName, quantity, unitPriceCents, lineTotalCents, allocations: [{ warehouse: 'main', quantity }], backorderedQuantity: 0 }],
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
    taxRatePercent: '0',
    taxExempt: false,
    invoiceNumber: '',
    dueDate: null,
    overdue: false,
    paidReference: '',
    creditNoteNumber: '',
    shipments: [],
    paidAt: null,
    refundedCents: 0,
    refundableCents: 0,
    refunds: [],
    returnableLines: [],
    returnDeadline: null,
    ...overrides,
  }
}

export function makeQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    productId: 'p1',
    sku: 'MZ-V9P1T0BW',
    productName: 'Samsung 990 PRO 1TB NVMe SSD',
    quantity: 2000,
    listUnitPriceCents: 10000,
    offeredUnitPriceCents: null,
    offeredQuantity: null,
    ...overrides,
  }
}

let quoteSeq = 0

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: `q${(++quoteSeq).toString().padStart(23, '0')}`,
    status: 'requested',
    lines: [makeQuoteLine()],
    note: '',
    reply: '',
    leadTimeDays: null,
    validUntil: null,
    bookingId: null,
    user: 'buyer@example.com',
    history: [{ status: 'requested', at: '2025-03-04T05:06:07Z', by: 'buyer@example.com' }],
    createdAt: '2025-03-04T05:06:07Z',
    ...overrides,
  }
}

export function makeMember(overrides: Partial<CompanyMember> = {}): CompanyMember {
  return { userId: hexId(), email: 'member@example.com', name: 'Mo Member', role: 'buyer', spendingLimitCents: null, joinedAt: '2025-02-01T00:00:00Z', ...overrides }
}

/** A company whose caller (buyer@example.com, admin unless myRole says otherwise) is its first member. */
export function makeCompany(overrides: Partial<CompanyAccount> = {}): CompanyAccount {
  const myRole = 'myRole' in overrides ? overrides.myRole : 'admin'
  return {
    id: 'c00000000000000000000001',
    name: 'Acme Systems Ltd',
    vatId: 'GB123456789',
    billingAddress: '1 Acme Way\nLeeds',
    poRequired: false,
    terms: { invoiceTerms: false, netDays: 30, taxExempt: false },
    members: [makeMember({ userId: 'me', email: 'buyer@example.com', name: 'Dana Buyer', role: myRole ?? 'buyer' })],
    myRole,
    createdAt: '2025-02-01T00:00:00Z',
    ...overrides,
  }
}

let returnSeq = 0

export function makeReturn(overrides: Partial<ReturnRecord> = {}): ReturnRecord {
  const n = ++returnSeq
  return {
    id: `r${n.toString().padStart(23, '0')}`,
    number: `RMA-2026-${n.toString().padStart(6, '0')}`,
    bookingId: 'b1',
    bookingReference: 'B1',
    userEmail: 'buyer@example.com',
    status: 'requested',
    lines: [{ productId: 'p1', sku: 'SKU-P1', productName: 'Samsung 990 PRO 1TB NVMe SSD', quantity: 5 }],
    reason: 'Five arrived dead',
    instructions: '',
    rejectionReason: '',
    restocked: false,
    warehouse: '',
    refundId: '',
    creditNoteNumber: '',
    history: [{ status: 'requested', at: '2026-11-20T10:00:00Z', by: 'buyer@example.com' }],
    createdAt: '2026-11-20T10:00:00Z',
    returnDeadline: '2026-12-10T00:00:00Z',
    ...overrides,
  }
}

export function makeRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 'rf1',
    at: '2026-11-22T09:00:00Z',
    amountCents: 55000,
    taxCents: 5000,
    reason: 'Return RMA-2026-000001',
    lines: [{ productId: 'p1', sku: 'SKU-P1', productName: 'Samsung 990 PRO 1TB NVMe SSD', quantity: 5, amountCents: 50000 }],
    creditNoteNumber: 'CN-2026-000007',
    status: 'done',
    returnId: null,
    ...overrides,
  }
}
