import { limits } from '@/lib/limits.gen'
import { centsToDollarsInput, dollarsToCents } from '@/lib/money'
import type { PriceBreak } from '@/lib/types'

/** One row of the price-breaks table as typed: pieces from, and dollars per piece. */
export interface PriceBreakRow {
  minQuantity: string
  price: string
}

export const MAX_PRICE_BREAKS = limits.ProductRequest.priceBreaks.maxItems
export const SKU_LENGTH = limits.ProductRequest.sku
const SKU_LENGTH_PROBLEM = `A part number has ${SKU_LENGTH.minLength} to ${SKU_LENGTH.maxLength} characters`

const WHOLE = /^\d+$/
const SKU = /^[A-Za-z0-9._/-]+$/

export const EMPTY_BREAK_ROW: PriceBreakRow = { minQuantity: '', price: '' }

export function rowsFromBreaks(breaks: PriceBreak[] = []): PriceBreakRow[] {
  return breaks.map((b) => ({ minQuantity: String(b.minQuantity), price: centsToDollarsInput(b.unitPriceCents) }))
}

/** Rows that are not wholly empty, as breaks by ascending quantity (call after checking them). */
export function toPriceBreaks(rows: PriceBreakRow[]): PriceBreak[] {
  return filled(rows)
    .map((row) => ({ minQuantity: Number(row.minQuantity.trim()), unitPriceCents: dollarsToCents(row.price) ?? 0 }))
    .sort((a, b) => a.minQuantity - b.minQuantity)
}

const filled = (rows: PriceBreakRow[]) => rows.filter((row) => row.minQuantity.trim() || row.price.trim())

/**
 * The server's rules for breaks, in its words: each starts above the MOQ, no two start at the
 * same quantity, and a larger quantity never costs more per piece than a smaller one (nor than
 * the list price). Checks only what it can read; the list price and MOQ have their own messages.
 */
export function priceBreaksProblem(rows: PriceBreakRow[], moqText: string, priceText: string): string | undefined {
  const typed = filled(rows)
  if (typed.length > MAX_PRICE_BREAKS) return `A product can have at most ${MAX_PRICE_BREAKS} price breaks`
  if (typed.some((row) => !WHOLE.test(row.minQuantity.trim()) || dollarsToCents(row.price) === null)) {
    return 'Give every price break a whole number of pieces and a price in dollars'
  }
  const moq = WHOLE.test(moqText.trim()) ? Number(moqText.trim()) : null
  const listPrice = dollarsToCents(priceText)
  let previous = listPrice
  let previousQuantity: number | null = null
  for (const b of toPriceBreaks(typed)) {
    if (moq !== null && b.minQuantity <= moq) return `Each price break must start above the minimum order of ${moq} pieces`
    if (b.minQuantity === previousQuantity) return `Two price breaks start at ${b.minQuantity} pieces`
    if (b.unitPriceCents < 1) return "A price break's price must be more than $0.00"
    if (previous !== null && b.unitPriceCents > previous) return "A price break can't cost more per piece than a smaller quantity"
    previous = b.unitPriceCents
    previousQuantity = b.minQuantity
  }
  return undefined
}

/** Optional (blank) when adding, since the server then makes one up; required once a product has one. */
export function skuProblem(sku: string, required: boolean): string | undefined {
  const text = sku.trim()
  if (!text) return required ? SKU_LENGTH_PROBLEM : undefined
  if (text.length > SKU_LENGTH.maxLength) return SKU_LENGTH_PROBLEM
  if (!SKU.test(text)) return "A part number may only have letters, digits, '-', '_', '.' and '/'"
  return undefined
}
