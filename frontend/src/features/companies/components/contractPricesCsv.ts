import { limits } from '@/lib/limits.gen'
import { formatCount } from '@/lib/money'
import type { ContractPriceLine } from '@/lib/types'

// A company's contract prices as a `sku,unitPriceCents` file: downloaded to edit in a
// spreadsheet, uploaded to replace the list. The file is read here and sent as the PUT's JSON
// body; the server checks the SKUs and answers a 400 naming the index of a line it refused.

export const CSV_HEADER_LINE = 'sku,unitPriceCents'
const HEADER = /^\s*"?sku"?\s*[,;\t]\s*"?unitPriceCents"?\s*$/i
const SEPARATOR = /[,;\t]/
export const MAX_CONTRACT_PRICES = limits.ContractPricesRequest.prices.maxItems

export interface CsvProblem {
  /** the file's line number, counting from 1 as a spreadsheet does */
  line: number
  message: string
}

export interface ParsedPrices {
  prices: ContractPriceLine[]
  /** the file's line number of each price, to name a row the server refuses */
  lines: number[]
  problems: CsvProblem[]
}

/** One line's fields: separated by a comma, semicolon or tab; a quoted field may hold them, and "" is a quote. */
export function splitCsvLine(raw: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]
    if (quoted && char === '"' && raw[i + 1] === '"') {
      field += '"'
      i++
    } else if (char === '"') quoted = !quoted
    else if (!quoted && SEPARATOR.test(char)) {
      fields.push(field.trim())
      field = ''
    } else field += char
  }
  fields.push(field.trim())
  return fields
}

/** Reads the file: a header row is optional, blank lines are skipped, every other line must be `sku,cents`. */
export function parseContractPricesCsv(text: string): ParsedPrices {
  const parsed: ParsedPrices = { prices: [], lines: [], problems: [] }
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = index + 1
      if (!raw.trim() || (index === 0 && HEADER.test(raw))) return
      const fields = splitCsvLine(raw)
      const problem = lineProblem(fields)
      if (problem) return parsed.problems.push({ line, message: problem })
      parsed.prices.push({ sku: fields[0], unitPriceCents: Number(fields[1]) })
      parsed.lines.push(line)
    })
  const tooMany = parsed.prices.length > MAX_CONTRACT_PRICES
  if (tooMany) parsed.problems.push({ line: 0, message: `A company keeps at most ${formatCount(MAX_CONTRACT_PRICES)} contract prices; this file has ${formatCount(parsed.prices.length)}.` })
  const seen = new Map<string, number>()
  parsed.prices.forEach((price, i) => {
    const key = price.sku.toUpperCase()
    const first = seen.get(key)
    if (first !== undefined) parsed.problems.push({ line: parsed.lines[i], message: `${price.sku} is already on line ${first}` })
    else seen.set(key, parsed.lines[i])
  })
  parsed.problems.sort((a, b) => a.line - b.line)
  return parsed
}

function lineProblem(fields: string[]): string {
  if (fields.length !== 2 || !fields[0]) return 'Write a SKU and a price in cents, e.g. MZ-V8P2T0BW,12900'
  if (!/^\d+$/.test(fields[1])) return `The price must be a whole number of cents, not “${fields[1]}”`
  if (!Number.isSafeInteger(Number(fields[1]))) return 'The price is too large'
  return ''
}

/** The list as a file with a header row; a SKU holding a separator or a quote is quoted. */
export function formatContractPricesCsv(prices: ContractPriceLine[]): string {
  const rows = prices.map((price) => `${csvField(price.sku)},${price.unitPriceCents}`)
  return [CSV_HEADER_LINE, ...rows].join('\r\n') + '\r\n'
}

function csvField(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** The position in the sent list a server's 400 names (`prices.3.sku`, `prices[3]`), or null. */
export function refusedIndex(fields: Record<string, string>): { index: number; message: string } | null {
  for (const [key, message] of Object.entries(fields)) {
    const match = /^prices\D*(\d+)/.exec(key)
    if (match) return { index: Number(match[1]), message }
  }
  return null
}
