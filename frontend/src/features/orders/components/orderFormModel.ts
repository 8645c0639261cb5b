import { formatCount } from '@/lib/money'
import { memberUnitPriceAt } from '@/lib/pricing'
import { parseQuantity } from '@/lib/quantity'
import type { Product } from '@/lib/types'

/** The order form's quantity rules and messages (docs/product.md, "Words users see"); the server prices and checks again. */
export function validateQuantity(raw: string, product: Product): string | undefined {
  if (!raw.trim()) return 'Quantity is Required'
  const n = parseQuantity(raw)
  if (n === null) return 'Enter a whole number of pieces'
  if (n < product.minOrderQuantity) return `Minimum order is ${formatCount(product.minOrderQuantity)} pieces`
  if (n > product.stock && !product.backorderable) return `Only ${formatCount(product.stock)} pieces in stock`
  return undefined
}

/**
 * The price at this quantity (volume breaks included, and a company member's contract price when
 * lower) × quantity in cents, or null while the quantity can't be ordered.
 */
export function liveTotalCents(quantity: string, product: Product, contractCents?: number): number | null {
  const n = parseQuantity(quantity)
  if (n === null || validateQuantity(quantity, product)) return null
  return n * memberUnitPriceAt(product, n, contractCents)
}
