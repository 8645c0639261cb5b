import { limits } from '@/lib/limits.gen'
import { formatCount } from '@/lib/money'
import { unitPriceAt } from '@/lib/pricing'
import { parseQuantity } from '@/lib/quantity'
import type { Product } from '@/lib/types'

export const MAX_QUICK_ORDER_LINES = limits.QuickOrderRequest.text.maxLines
export const LINE_FORMAT_PROBLEM = 'Write a part number and a whole number of pieces, e.g. MZ-V8P2T0BW 200'

/** One non-blank line of the pasted text; line counts from 1, as the server counts them. */
export interface OrderLine {
  line: number
  sku: string
  quantity: number
  /** the line can't be read as "SKU quantity" */
  unreadable: boolean
}

const SEPARATORS = /[\s,;]+/

export function parseLines(text: string): OrderLine[] {
  const lines: OrderLine[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const fields = raw.trim().split(SEPARATORS).filter(Boolean)
    if (fields.length === 0) return
    const quantity = fields.length === 2 ? parseQuantity(fields[1]) : null
    const unreadable = quantity === null || quantity < 1
    lines.push({ line: index + 1, sku: fields[0], quantity: quantity ?? 0, unreadable })
  })
  return lines
}

/** Why the text can't be sent at all, or '' when it can. */
export function textProblem(lines: OrderLine[]): string {
  if (lines.length === 0) return 'Paste at least one line: a part number and a quantity.'
  if (lines.length > MAX_QUICK_ORDER_LINES) {
    return `A quick order takes at most ${MAX_QUICK_ORDER_LINES} lines; this one has ${formatCount(lines.length)}. Split the list and add it in parts.`
  }
  return ''
}

export const skuKey = (sku: string) => sku.toUpperCase()

/** The part numbers to look up, once each. */
export function distinctSkus(lines: OrderLine[]): string[] {
  const seen = new Map<string, string>()
  for (const l of lines) if (!l.unreadable && !seen.has(skuKey(l.sku))) seen.set(skuKey(l.sku), l.sku)
  return [...seen.values()]
}

export interface PreviewRow extends OrderLine {
  /** undefined while unknown, null when the catalogue has no such part number */
  product: Product | null | undefined
  /** the pieces of this part number over all lines, as the cart will hold them */
  totalQuantity: number
  unitPriceCents: number | null
  problem: string
}

/** Each line with its product, its price at the quantity the cart will hold, and what would stop it. */
export function previewRows(lines: OrderLine[], products: Map<string, Product | null>): PreviewRow[] {
  const totals = new Map<string, number>()
  for (const l of lines) if (!l.unreadable) totals.set(skuKey(l.sku), (totals.get(skuKey(l.sku)) ?? 0) + l.quantity)
  return lines.map((l) => {
    const product = l.unreadable ? null : products.get(skuKey(l.sku))
    const totalQuantity = totals.get(skuKey(l.sku)) ?? l.quantity
    return {
      ...l,
      product,
      totalQuantity,
      unitPriceCents: product ? unitPriceAt(product, totalQuantity) : null,
      problem: problemOf(l, product, totalQuantity),
    }
  })
}

function problemOf(line: OrderLine, product: Product | null | undefined, total: number): string {
  if (line.unreadable) return LINE_FORMAT_PROBLEM
  if (product === null) return `Unknown part number ${line.sku}`
  if (product === undefined) return ''
  if (total < product.minOrderQuantity) return `Minimum order is ${product.minOrderQuantity} pieces`
  // a backorderable product takes the rest as a backorder, as the server does
  if (total > product.stock && !product.backorderable) return `Only ${product.stock} pieces in stock`
  return ''
}

const CSV_HEADER = /^\s*"?sku"?\s*[,;\t]\s*"?quantity"?\s*$/i

/** A `sku,quantity` file as quick-order text: without its header row, byte-order mark or quotes. */
export function csvToText(csv: string): string {
  const lines = csv.replace(/^\uFEFF/, '').replaceAll('"', '').split(/\r?\n/)
  if (lines.length > 0 && CSV_HEADER.test(lines[0])) lines.shift()
  return lines.join('\n').trimEnd()
}

/** The lines of the text that were not added (by the server's line numbers), to fix and add again. */
export function linesLeftOut(text: string, errors: { line?: number }[]): string {
  const refused = new Set(errors.map((error) => error.line))
  return text
    .split(/\r?\n/)
    .filter((_, index) => refused.has(index + 1))
    .join('\n')
}

const lines = (n: number) => (n === 1 ? '1 line' : `${formatCount(n)} lines`)

/** The preview's one-sentence verdict, in words that read right for one line too. */
export function previewSummary(problems: number, total: number): string {
  if (problems === 0) return total === 1 ? 'The line can go into your cart.' : `All ${lines(total)} can go into your cart.`
  if (problems === total) return total === 1 ? 'The line needs attention.' : `All ${lines(total)} need attention.`
  return `${problems} of ${lines(total)} ${problems === 1 ? 'needs' : 'need'} attention; the others can go into your cart.`
}

/** The heading after "Add to cart": how many of the lines sent went in, and how many were left out. */
export function resultTitle(added: number, sent: number): string {
  if (added === sent) return sent === 1 ? '1 line added to your cart' : `All ${lines(sent)} added to your cart`
  if (added === 0) return sent === 1 ? 'The line was not added to your cart' : `None of the ${lines(sent)} were added to your cart`
  return `${added} of ${lines(sent)} added to your cart; ${sent - added} left out`
}

/** A line the server left out, in full: "Line 2 · KF556C40BB-32 · 50 pcs". */
export function leftOutLine(error: { line?: number; sku?: string }, sent: OrderLine[]): string {
  const line = sent.find((l) => l.line === error.line)
  const pieces = line && !line.unreadable ? ` · ${formatCount(line.quantity)} pcs` : ''
  return `Line ${error.line ?? '?'}${error.sku ? ` · ${error.sku}` : ''}${pieces}`
}
