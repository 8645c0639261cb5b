import { randomUUID } from 'node:crypto'
import type { components } from '../../src/lib/api.gen'

// A thin client for the shop's REST API (json-shapes), used to set up each test's own data.
// The shapes come from the server's OpenAPI document (src/lib/api.gen.ts, `make api`).

type Schemas = components['schemas']
export type User = Schemas['User']

export interface Account {
  name: string
  email: string
  password: string
  token: string
  user: User
}

export type Product = Schemas['Product']
/** From `minQuantity` pieces up, each piece costs `unitPriceCents`. */
export type PriceBreak = Schemas['PriceBreak']
export type Quote = Schemas['Quote']
export type Booking = Schemas['Booking']
export type BookingLine = Schemas['BookingLine']
/** A booking as checkout answers it: several lines, where it ships and the buyer's references. */
export type Order = Booking
export type Cart = Schemas['Cart']
export type CompanyAccount = Schemas['CompanyAccount']
export type CompanyRole = Schemas['CompanyRole']
export type Invitation = Schemas['Invitation']
type List<T> = { items: T[]; total: number; page: number; limit: number }
type AuthResponse = Schemas['AuthResponse']

/** A short unique tag, so parallel tests never share names or emails. */
export function uniqueTag(): string {
  return randomUUID().slice(0, 8)
}

async function call<T>(baseURL: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(baseURL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}

export async function logIn(baseURL: string, email: string, password: string): Promise<AuthResponse> {
  return call(baseURL, 'POST', '/api/auth/login', undefined, { email, password })
}

/** The API as one signed-in (or anonymous) caller sees it. */
export class ShopApi {
  constructor(
    readonly baseURL: string,
    readonly token?: string,
  ) {}

  as(token: string): ShopApi {
    return new ShopApi(this.baseURL, token)
  }

  private call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return call<T>(this.baseURL, method, path, this.token, body)
  }

  async signUp(label = 'Buyer'): Promise<Account> {
    const tag = uniqueTag()
    const name = `${label} ${tag}`
    const email = `${label.toLowerCase().replace(/\W+/g, '-')}-${tag}@e2e.pallet.test`
    const password = `pw-${tag}-secret`
    const answer = await this.call<AuthResponse>('POST', '/api/auth/signup', { name, email, password })
    return { name, email, password, ...answer }
  }

  me(): Promise<User> {
    return this.call('GET', '/api/me')
  }

  /** Seeded (or other) products that can be ordered now, by name. */
  orderableProducts(limit = 1): Promise<List<Product>> {
    return this.call('GET', `/api/products?inStock=true&sort=name&limit=${limit}`)
  }

  getProduct(id: string): Promise<Product> {
    return this.call('GET', `/api/products/${id}`)
  }

  /** Admin only: a product of this test's own, with plenty of stock. */
  createProduct(overrides: Schemas['ProductRequest'] = {}): Promise<Product> {
    const tag = uniqueTag()
    return this.call('POST', '/api/products', {
      name: `E2E Pallet Switch ${tag}`,
      brand: 'E2E Networks',
      priceCents: 1250,
      stock: 10_000,
      minOrderQuantity: 100,
      descriptions: `A switch made for browser test ${tag}.`,
      img: '/catalogue/cpu.svg',
      ...overrides,
    })
  }

  book(productId: string, quantity: number): Promise<Booking> {
    return this.call('POST', '/api/bookings', { productId, quantity, address: '1 Test Dock, Rotterdam', phone: '+31 10 555 0100' })
  }

  setCartLine(productId: string, quantity: number): Promise<Cart> {
    return this.call('PUT', `/api/cart/lines/${productId}`, { quantity })
  }

  /** Puts pasted `SKU quantity` lines in the cart; errors name the lines left out. */
  quickOrder(text: string): Promise<Schemas['QuickOrder']> {
    return this.call('POST', '/api/cart/quick-order', { text })
  }

  requestQuote(lines: { productId: string; quantity: number }[], note = ''): Promise<Quote> {
    return this.call('POST', '/api/quotes', { lines, note })
  }

  /** Admin only: offers every line of the quote at `unitPriceCents`, valid for `days` days. */
  offerQuote(quote: Quote, unitPriceCents: number, days = 14): Promise<Quote> {
    const validUntil = new Date(Date.now() + days * 86_400_000).toISOString()
    const lines = quote.lines.map((line) => ({ productId: line.productId, unitPriceCents }))
    return this.call('POST', `/api/admin/quotes/${quote.id}/offer`, { lines, validUntil })
  }

  cart(): Promise<Cart> {
    return this.call('GET', '/api/cart')
  }

  /** Orders everything in the cart, shipped to a test dock, by card unless `paymentMethod` says invoice. */
  checkout(poNumber: string, paymentMethod: 'card' | 'invoice' = 'card'): Promise<Order> {
    return this.call('POST', '/api/cart/checkout', { address: '9 Cart Quay, Hamburg', phone: '+49 40 555 0100', poNumber, paymentMethod })
  }

  /** Admin only: sets a customer's invoice terms and tax exemption. */
  setTerms(userId: string, terms: Schemas['TermsRequest']): Promise<User> {
    return this.call('PUT', `/api/users/${userId}/terms`, terms)
  }

  getOrder(id: string): Promise<Order> {
    return this.call('GET', `/api/bookings/${id}`)
  }

  myBookings(): Promise<List<Booking>> {
    return this.call('GET', '/api/bookings?limit=100')
  }

  getBooking(id: string): Promise<Booking> {
    return this.call('GET', `/api/bookings/${id}`)
  }

  /** Pays an order in test mode with the card that succeeds. */
  async pay(bookingId: string, email: string): Promise<Booking> {
    await this.call('POST', `/api/bookings/${bookingId}/payment-intent`)
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2039, cvc: '123', name: 'E2E Buyer', email }
    return this.call('POST', `/api/bookings/${bookingId}/payment/confirm`, card)
  }

  /** Admin only: ships all of a paid order at once. */
  shipOrder(bookingId: string): Promise<Booking> {
    return this.call('POST', `/api/admin/bookings/${bookingId}/ship`, {})
  }

  /** Admin only: marks a shipped order delivered. */
  deliverOrder(bookingId: string): Promise<Booking> {
    return this.call('POST', `/api/admin/bookings/${bookingId}/deliver`)
  }

  /** Admin only: creates or replaces a warehouse. */
  saveWarehouse(code: string, name: string, leadTimeDays: number): Promise<Schemas['Warehouse']> {
    return this.call('PUT', `/api/admin/warehouses/${code}`, { name, leadTimeDays })
  }

  /** Admin only: sets the product's count in these warehouses. */
  setStock(productId: string, warehouses: { code: string; stock: number }[]): Promise<Product> {
    return this.call('PUT', `/api/admin/products/${productId}/stock`, { warehouses })
  }

  /** Admin only: the newest contact messages. */
  messages(): Promise<Schemas['MessageList']> {
    return this.call('GET', '/api/admin/messages?limit=50')
  }

  sendMessage(message: Schemas['ContactRequest']): Promise<Schemas['MessageSent']> {
    return this.call('POST', '/api/contact', message)
  }

  /** Confirms the account's email with the token from the mailed link. */
  verifyEmail(token: string): Promise<unknown> {
    return this.call('POST', '/api/auth/verify-email', { token })
  }

  /** A verified buyer in no company founds one and is its admin. */
  foundCompany(name: string): Promise<CompanyAccount> {
    return this.call('POST', '/api/company', { name })
  }

  /** Company admin only: mails an invitation link to /join?token=…. */
  invite(email: string, role: CompanyRole, spendingLimitCents?: number): Promise<Invitation> {
    return this.call('POST', '/api/company/invitations', { email, role, spendingLimitCents })
  }

  acceptInvitation(token: string): Promise<CompanyAccount> {
    return this.call('POST', '/api/company/invitations/accept', { token })
  }

  /** Admin only: the companies whose name, VAT id or a member's email holds q. */
  companies(q: string): Promise<List<CompanyAccount>> {
    return this.call('GET', `/api/admin/companies?q=${encodeURIComponent(q)}`)
  }
}
