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
}

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
  minOrderQuantity: number
  /** stock >= minOrderQuantity */
  orderable: boolean
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
}

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'name'

export interface ProductQuery {
  q?: string
  brand?: string
  minPriceCents?: number
  maxPriceCents?: number
  inStock?: boolean
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
}

export interface BookingInput {
  productId: string
  quantity: number
  address: string
  phone: string
  clientName?: string
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
