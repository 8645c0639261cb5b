import { centsToDollarsInput, dollarsToCents } from '@/lib/money'
import type { ContractPrice, ContractPriceLine } from '@/lib/types'

/** A row of the contract-price table as typed: the price in dollars. */
export interface PriceRow {
  key: number
  sku: string
  price: string
}

let nextKey = 0
export const newRow = (sku = '', price = ''): PriceRow => ({ key: ++nextKey, sku, price })

export function rowsOf(prices: ContractPrice[]): PriceRow[] {
  return prices.map((p) => newRow(p.sku, centsToDollarsInput(p.unitPriceCents)))
}

/** The rows as the PUT's body, or the problem of each row that can't be sent (by row index). */
export function linesOf(rows: PriceRow[]): { lines: ContractPriceLine[]; problems: Map<number, string> } {
  const lines: ContractPriceLine[] = []
  const problems = new Map<number, string>()
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const sku = row.sku.trim()
    const cents = dollarsToCents(row.price)
    if (!sku) problems.set(index, 'Enter the product’s SKU')
    else if (cents === null) problems.set(index, 'Enter a price in dollars, such as 129.99')
    else if (seen.has(sku.toUpperCase())) problems.set(index, `${sku} is in the table twice`)
    else lines.push({ sku, unitPriceCents: cents })
    seen.add(sku.toUpperCase())
  })
  return { lines, problems }
}
