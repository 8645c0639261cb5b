import { centsToDollarsInput, dollarsToCents } from '@/lib/money'
import type { Quote, QuoteOffer } from '@/lib/types'

export interface OfferValues {
  /** dollars per piece, by product id */
  prices: Record<string, string>
  /** YYYY-MM-DD */
  validUntil: string
}

/** Errors by "lines.{productId}" and "validUntil", the server's own field names. */
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
  return { prices, validUntil: dateInputValue(until) }
}

export function validateOffer(values: OfferValues, quote: Quote, today: Date): OfferErrors {
  const errors: OfferErrors = {}
  for (const line of quote.lines) {
    const cents = dollarsToCents(values.prices[line.productId] ?? '')
    if (cents === null) errors[`lines.${line.productId}`] = 'Enter a price in dollars, e.g. 129.99'
    else if (cents === 0) errors[`lines.${line.productId}`] = 'A price must be more than $0.00'
  }
  if (!values.validUntil) errors.validUntil = 'Choose until when the offer holds'
  else if (values.validUntil <= dateInputValue(today)) errors.validUntil = 'The offer must be valid until a later date'
  return errors
}

/** The offer holds to the end of the chosen day, in the admin's time zone. */
export function toOffer(values: OfferValues, quote: Quote): QuoteOffer {
  return {
    lines: quote.lines.map((line) => ({ productId: line.productId, unitPriceCents: dollarsToCents(values.prices[line.productId]) ?? 0 })),
    validUntil: new Date(`${values.validUntil}T23:59:59`).toISOString(),
  }
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
