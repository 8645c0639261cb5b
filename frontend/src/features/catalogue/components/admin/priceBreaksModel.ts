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

/** What is wrong with the price breaks, and the rows (by index in the table) that cause it. */
export interface PriceBreaksProblem {
  message: string
  rows: number[]
}

/**
 * The server's rules for breaks, in its words: each starts above the MOQ, no two start at the
 * same quantity, and a larger quantity never costs more per piece than a smaller one (nor than
 * the list price). Checks only what it can read; the list price and MOQ have their own messages.
 */
export function priceBreaksProblem(rows: PriceBreakRow[], moqText: string, priceText: string): string | undefined {
  return findPriceBreaksProblem(rows, moqText, priceText)?.message
}

/** priceBreaksProblem with the rows to mark, so one bad break doesn't turn every row red. */
export function findPriceBreaksProblem(rows: PriceBreakRow[], moqText: string, priceText: string): PriceBreaksProblem | undefined {
  const typed = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.minQuantity.trim() || row.price.trim())
  if (typed.length > MAX_PRICE_BREAKS) return { message: `A product can have at most ${MAX_PRICE_BREAKS} price breaks`, rows: [] }
  const unreadable = typed.filter(({ row }) => !WHOLE.test(row.minQuantity.trim()) || dollarsToCents(row.price) === null).map(({ index }) => index)
  if (unreadable.length) return { message: 'Give every price break a whole number of pieces and a price in dollars', rows: unreadable }
  const moq = WHOLE.test(moqText.trim()) ? Number(moqText.trim()) : null
  const listPrice = dollarsToCents(priceText)
  const sorted = typed
    .map(({ row, index }) => ({ index, minQuantity: Number(row.minQuantity.trim()), unitPriceCents: dollarsToCents(row.price) ?? 0 }))
    .sort((a, b) => a.minQuantity - b.minQuantity)
  let previous = listPrice
  let previousRow: (typeof sorted)[number] | null = null
  for (const b of sorted) {
    if (moq !== null && b.minQuantity <= moq) return { message: `Each price break must start above the minimum order of ${moq} pieces`, rows: [b.index] }
    if (b.minQuantity === previousRow?.minQuantity) return { message: `Two price breaks start at ${b.minQuantity} pieces`, rows: [previousRow.index, b.index] }
    if (b.unitPriceCents < 1) return { message: "A price break's price must be more than $0.00", rows: [b.index] }
    if (previous !== null && b.unitPriceCents > previous) return { message: "A price break can't cost more per piece than a smaller quantity", rows: [b.index] }
    previous = b.unitPriceCents
    previousRow = b
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
