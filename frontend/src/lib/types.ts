// Shapes the Pallet server speaks (see adapters/httpapi). Money is integer cents,
// times are RFC 3339 strings, ids are 24-hex strings.

export type ErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_failed'
  | 'too_large'
  | 'too_many_requests'
  | 'unavailable'
  | 'internal'

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> }
}

export interface List<T> {
  items: T[]
  total: number
  page: number
  limit: number
}

export interface FirebaseWebConfig {
  apiKey: string
  authDomain: string
  projectId: string
  emulatorHost?: string
}

export interface AppConfig {
  authMode: 'local' | 'firebase'
  firebase: FirebaseWebConfig | null
  paymentMode: 'test' | 'stripe'
  stripePublishableKey: string | null
}

export type Role = 'admin' | 'customer'

export interface User {
  id: string
  email: string
  name: string
  photoUrl: string
  role: Role
  isAdmin: boolean
  createdAt: string
  /** local sign-in: false until the buyer follows the link we mailed */
  emailVerified?: boolean
  company?: Company
  terms?: Terms
}

/** Who the invoices are made out to. */
export interface Company {
  companyName: string
  vatId: string
  billingAddress: string
}

/** What an admin has agreed with a customer. */
export interface Terms {
  invoiceTerms: boolean
  /** days from the order to the invoice's due date, 7 to 90 */
  netDays: number
  taxExempt: boolean
}

/** A shipping address kept on the account, to pick at checkout. */
export interface SavedAddress {
  id: string
  label: string
  address: string
  phone: string
}

export type SavedAddressInput = Omit<SavedAddress, 'id'>

export interface AuthResponse {
  token: string
  user: User
}

export interface Product {
  id: string
  name: string
  brand: string
  priceCents: number
  stock: number
  descriptions: string
  img: string
  /** smaller copies of an uploaded picture, for <img srcset>; absent for drawings and older pictures */
  imgSrcset?: string
  minOrderQuantity: number
  /** stock >= minOrderQuantity */
  orderable: boolean
  /** the part number, unique across the catalogue (compared without regard to case) */
  sku: string
  /** volume prices, by ascending minQuantity; each applies from its minQuantity up */
  priceBreaks: PriceBreak[]
  /** at or below it admins are mailed and the dashboard lists the product; 0: never */
  lowStockThreshold?: number
  /** the category's slug, "" when none */
  category?: string
  /** specs by key, e.g. { capacity: '2 TB' } */
  attributes?: Record<string, string>
  createdAt: string
  updatedAt: string
}

export interface ProductInput {
  name: string
  brand: string
  priceCents: number
  stock: number
  descriptions: string
  img: string
  minOrderQuantity?: number
  /** left out on create, the server generates one */
  sku?: string
  priceBreaks?: PriceBreak[]
  lowStockThreshold?: number
  category?: string
  attributes?: Record<string, string>
}

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'name' | 'relevance'

export interface ProductQuery {
  q?: string
  brand?: string
  minPriceCents?: number
  maxPriceCents?: number
  inStock?: boolean
  /** an exact part number (any case) */
  sku?: string
  /** a category slug; a parent includes its children */
  category?: string
  /** attribute key → accepted values (alternatives); different keys combine */
  attributes?: Record<string, string[]>
  sort?: ProductSort
  page?: number
  limit?: number
}

export interface BrandCount {
  brand: string
  count: number
}

export type BookingStatus = 'unpaid' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded' | 'expired' | 'refunding'

export interface BookingEvent {
  status: BookingStatus
  at: string
  by: string
}

export interface Booking {
  id: string
  productId: string
  productName: string
  unitPriceCents: number
  totalPriceCents: number
  quantity: number
  address: string
  phone: string
  clientName: string
  /** the buyer's email */
  user: string
  status: BookingStatus
  paid: boolean
  transactionId: string
  trackingNumber: string
  history: BookingEvent[]
  createdAt: string
  /** unpaid orders only: when the reservation runs out and the order expires */
  expiresAt?: string
  /** every product in the order; for a one-line order also productId, productName, quantity above */
  lines: BookingLine[]
  subtotalCents: number
  taxCents: number
  poNumber: string
  note: string
  paymentMethod: PaymentMethod
  /** invoice terms only */
  dueDate?: string
  /** once invoiced */
  invoiceNumber?: string
  /** once refunded */
  creditNoteNumber?: string
  /** the bank reference an admin recorded when an invoice was paid by transfer */
  paidReference?: string
  /** an unpaid invoice past its due date */
  overdue?: boolean
  /** the rate the order was priced with, e.g. "20.5" */
  taxRatePercent?: string
  /** the short order number buyers and staff quote, e.g. "5F3A9C01"; searches find it */
  reference: string
}

export type PaymentMethod = 'card' | 'invoice'

export interface BookingLine {
  productId: string
  sku: string
  productName: string
  quantity: number
  unitPriceCents: number
  lineTotalCents: number
}

export interface BookingInput {
  productId: string
  quantity: number
  address: string
  phone: string
  clientName?: string
}

export interface PriceBreak {
  minQuantity: number
  unitPriceCents: number
}

/** A cart line priced by the server with today's prices. */
export interface CartLine {
  productId: string
  sku: string
  productName: string
  img: string
  imgSrcset?: string
  quantity: number
  unitPriceCents: number
  lineTotalCents: number
  minOrderQuantity: number
  stock: number
  /** the next volume price up from this quantity, if any */
  nextBreak: PriceBreak | null
  /** what stops checkout, in checkout's words; null when nothing */
  problem: string | null
}

export interface Cart {
  lines: CartLine[]
  subtotalCents: number
  taxCents: number
  totalCents: number
  /** the rate the cart is priced with, e.g. "20.5" */
  taxRatePercent?: string
}

/** A line that could not go into the cart (quick order, order again). */
export interface CartLineError {
  message: string
  /** quick order: the line of the pasted text, counting from 1 */
  line?: number
  sku?: string
  productId?: string
  productName?: string
}

/** The answer of calls that put several lines into the cart at once. */
export interface CartWithErrors {
  cart: Cart
  errors: CartLineError[]
}

/** What a page may hand to /cart when it sends the buyer there (order again). */
export interface CartRouteState {
  cartAnswer?: CartWithErrors
}

export interface CheckoutInput {
  address: string
  phone: string
  clientName?: string
  poNumber?: string
  note?: string
  paymentMethod?: PaymentMethod
}

export interface PaymentIntent {
  clientSecret: string
  amountCents: number
  mode: 'test' | 'stripe'
}

export interface TestCardPayment {
  number: string
  expMonth: number
  expYear: number
  cvc: string
  name: string
  email: string
}

export interface Review {
  id: string
  name: string
  review: string
  rating: number
  img: string
  imgSrcset?: string
  verifiedBuyer: boolean
  createdAt: string
}

export interface ReviewInput {
  review: string
  rating: number
  img: string
}

export interface ContactInput {
  email: string
  name: string
  subject: string
  message: string
}

export interface Message {
  id: string
  email: string
  name: string
  subject: string
  message: string
  read: boolean
  createdAt: string
}

export * from './tradeTypes'
export * from './adminTypes'
export * from './catalogueTypes'
