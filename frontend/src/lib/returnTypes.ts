// Returns and refunds, as the server speaks them (re-exported by types.ts).
import type { components } from './api.gen'

type Schemas = components['schemas']

/** A refund of some (or the rest) of an order, with its own credit note. */
export type Refund = Schemas['Refund']
export type RefundInput = Schemas['RefundRequest']
/** A product and how many of its pieces: what may be returned, or what a return or refund names. */
export type PiecesOf = Schemas['ReturnableLine']
export type ReturnStatus = Schemas['ReturnStatus']
/** A return authorisation (RMA): pieces the buyer sends back, from request to refund. */
export type ReturnRecord = Schemas['Return']
export type ReturnInput = Schemas['ReturnRequest']
export type ReceiveInput = Schemas['ReceiveReturnRequest']
