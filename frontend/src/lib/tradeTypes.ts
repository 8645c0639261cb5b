// Requests for quote and quick order, as the server speaks them (re-exported by types.ts).
import type { CartWithErrors } from './types'

export type QuoteStatus = 'requested' | 'offered' | 'accepted' | 'declined' | 'expired'

export interface QuoteLine {
  productId: string
  sku: string
  productName: string
  quantity: number
  /** the catalogue's price at this quantity when the quote was requested */
  listUnitPriceCents: number
  /** 0 until the shop makes an offer */
  offeredUnitPriceCents: number
}

export interface QuoteEvent {
  status: QuoteStatus
  at: string
  by: string
}

/** A buyer's request for a price, and the shop's offer. */
export interface Quote {
  id: string
  status: QuoteStatus
  lines: QuoteLine[]
  note: string
  /** the offer's end; empty until offered */
  validUntil: string
  /** the order an accepted offer became */
  bookingId: string
  /** the buyer's email */
  user: string
  history: QuoteEvent[]
  createdAt: string
}

export interface QuoteRequest {
  lines: { productId: string; quantity: number }[]
  note: string
}

export interface QuoteOffer {
  lines: { productId: string; unitPriceCents: number }[]
  validUntil: string
}

export interface QuoteAcceptance {
  address: string
  phone: string
  clientName?: string
  poNumber?: string
}

/** The answer of POST /api/cart/quick-order: errors carry the pasted line and its part number. */
export type QuickOrderAnswer = CartWithErrors
