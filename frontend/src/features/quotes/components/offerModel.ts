import { limits } from '@/lib/limits.gen'
import { centsToDollarsInput, dollarsToCents } from '@/lib/money'
import type { Quote, QuoteOffer } from '@/lib/types'

export interface OfferValues {
  /** dollars per piece, by product id */
  prices: Record<string, string>
  /** pieces offered, by product id; starts at the asked quantity */
  quantities: Record<string, string>
  /** YYYY-MM-DD */
  validUntil: string
  /** the shop's answer to the buyer's note */
  reply: string
  /** whole days, or "" for none said */
  leadTimeDays: string
}

export const MAX_REPLY = limits.OfferRequest.reply.maxLength
export const MAX_LEAD_TIME_DAYS = limits.OfferRequest.leadTimeDays.maximum

/** Errors by "lines.{productId}", "validUntil", "reply" and "leadTimeDays", the server's own field names. */
export type OfferErrors = Record<string, string>

export const DEFAULT_VALIDITY_DAYS = 14

/** A local date as YYYY-MM-DD, the value a date input holds. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The first day an offer may hold to: tomorrow, as validateOffer wants a later date than today. */
export function earliestValidUntil(today: Date): string {
  const tomorrow = new Date(today)
  tomorrow.setDate(tomorrow.getDate() + 1)
  return dateInputValue(tomorrow)
}

export function initialOffer(quote: Quote, today: Date): OfferValues {
  const until = new Date(today)
  until.setDate(until.getDate() + DEFAULT_VALIDITY_DAYS)
  const prices = Object.fromEntries(quote.lines.map((line) => [line.productId, centsToDollarsInput(line.listUnitPriceCents)]))
  const quantities = Object.fromEntries(quote.lines.map((line) => [line.productId, String(line.quantity)]))
  return { prices, quantities, validUntil: dateInputValue(until), reply: '', leadTimeDays: '' }
}

const WHOLE = /^\d+$/

/** A whole number typed in a field, or null when it isn't one. */
function wholeNumber(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim()
  return WHOLE.test(trimmed) ? Number(trimmed) : null
}

export function validateOffer(values: OfferValues, quote: Quote, today: Date): OfferErrors {
  const errors: OfferErrors = {}
  for (const line of quote.lines) {
    const cents = dollarsToCents(values.prices[line.productId] ?? '')
    if (cents === null) errors[`lines.${line.productId}`] = 'Enter a price in dollars, e.g. 129.99'
    else if (cents === 0) errors[`lines.${line.productId}`] = 'A price must be more than $0.00'
    else if ((wholeNumber(values.quantities[line.productId]) ?? 0) < 1) errors[`lines.${line.productId}`] = 'Enter the pieces offered, 1 or more'
  }
  if (values.reply.length > MAX_REPLY) errors.reply = `Use at most ${MAX_REPLY} characters`
  if (values.leadTimeDays.trim() !== '') {
    const days = wholeNumber(values.leadTimeDays)
    if (days === null || days > MAX_LEAD_TIME_DAYS) errors.leadTimeDays = `Lead time must be between 0 and ${MAX_LEAD_TIME_DAYS} days`
  }
  if (!values.validUntil) errors.validUntil = 'Choose until when the offer holds'
  else if (values.validUntil <= dateInputValue(today)) errors.validUntil = 'The offer must be valid until a later date'
  return errors
}

/** The offer holds to the end of the chosen day, in the admin's time zone; a quantity is sent only when it differs from the asked one. */
export function toOffer(values: OfferValues, quote: Quote): QuoteOffer {
  const reply = values.reply.trim()
  const leadTimeDays = wholeNumber(values.leadTimeDays)
  return {
    lines: quote.lines.map((line) => {
      const quantity = wholeNumber(values.quantities[line.productId])
      const unitPriceCents = dollarsToCents(values.prices[line.productId]) ?? 0
      return quantity !== null && quantity !== line.quantity ? { productId: line.productId, unitPriceCents, quantity } : { productId: line.productId, unitPriceCents }
    }),
    validUntil: new Date(`${values.validUntil}T23:59:59`).toISOString(),
    ...(reply ? { reply } : {}),
    ...(leadTimeDays !== null ? { leadTimeDays } : {}),
  }
}

/** Whether a line's error is about its price (shown under the price) rather than its pieces (shown under the quantity). */
export function isPriceError(message: string): boolean {
  return /price/i.test(message)
}

/** An offer this far above the list price is more likely a typo (an extra digit) than a price. */
export const HIGH_OFFER_RATIO = 1.2

/** Warnings by "lines.{productId}" for prices well above the list price; they ask for a second look, they don't block. */
export function offerWarnings(values: OfferValues, quote: Quote): OfferErrors {
  const warnings: OfferErrors = {}
  for (const line of quote.lines) {
    const cents = dollarsToCents(values.prices[line.productId] ?? '')
    if (cents !== null && line.listUnitPriceCents > 0 && cents > line.listUnitPriceCents * HIGH_OFFER_RATIO) {
      const above = Math.round((cents / line.listUnitPriceCents - 1) * 100)
      warnings[`lines.${line.productId}`] = `${above} % above the list price`
    }
  }
  return warnings
}
