const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const count = new Intl.NumberFormat('en-US')

/** 123450 → "$1,234.50" */
export function formatCents(cents: number): string {
  return usd.format(cents / 100)
}

/** 12000 → "12,000" */
export function formatCount(n: number): string {
  return count.format(n)
}

const DOLLARS = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/

/** "129.99" → 12999; "1,250" → 125000; returns null for anything that is not a dollar amount. */
export function dollarsToCents(input: string): number | null {
  const match = DOLLARS.exec(input)
  if (!match) return null
  const whole = Number(match[1].replaceAll(',', ''))
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  const cents = whole * 100 + fraction
  return Number.isSafeInteger(cents) ? cents : null
}

/** 12999 → "129.99" (for filling an input) */
export function centsToDollarsInput(cents: number): string {
  const whole = Math.floor(cents / 100)
  const fraction = String(cents % 100).padStart(2, '0')
  return `${whole}.${fraction}`
}

/** (1, 'product') → "1 product"; (1200, 'product') → "1,200 products" */
export function countOf(n: number, noun: string): string {
  return `${formatCount(n)} ${n === 1 ? noun : `${noun}s`}`
}
