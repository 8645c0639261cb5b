// Requests for quote and quick order, as the server speaks them (re-exported by types.ts).
import type { components } from './api.gen'

type Schemas = components['schemas']

export type QuoteStatus = Schemas['QuoteStatus']
/** listUnitPriceCents is the catalogue's price when asked; offeredUnitPriceCents is null until the shop offers. */
export type QuoteLine = Schemas['QuoteLine']
export type QuoteEvent = Schemas['QuoteEvent']
/** A buyer's request for a price, and the shop's offer. */
export type Quote = Schemas['Quote']
export type QuoteRequest = Schemas['QuoteRequest']
export type QuoteOffer = Schemas['OfferRequest']
export type QuoteAcceptance = Schemas['AcceptRequest']

/** The answer of POST /api/cart/quick-order: errors carry the pasted line and its part number. */
export type QuickOrderAnswer = Schemas['QuickOrder']
