import { PO_REQUIRED } from '@/lib/checkoutModel'
import { formatCount } from '@/lib/money'
import { memberUnitPriceAt } from '@/lib/pricing'
import { parseQuantity } from '@/lib/quantity'
import type { Product } from '@/lib/types'

export interface OrderValues {
  clientName: string
  address: string
  phone: string
  quantity: string
  /** sent only by members of a company, which may require it */
  poNumber: string
}

export type OrderField = keyof OrderValues
export type OrderErrors = Partial<Record<OrderField, string>>

export const ORDER_FIELDS: OrderField[] = ['clientName', 'address', 'phone', 'quantity', 'poNumber']

export function initialOrderValues(product: Product, clientName: string): OrderValues {
  return { clientName, address: '', phone: '', quantity: String(product.minOrderQuantity), poNumber: '' }
}

export function validateQuantity(raw: string, product: Product): string | undefined {
  if (!raw.trim()) return 'Quantity is Required'
  const n = parseQuantity(raw)
  if (n === null) return 'Enter a whole number of pieces'
  if (n < product.minOrderQuantity) return `Minimum order is ${formatCount(product.minOrderQuantity)} pieces`
  if (n > product.stock && !product.backorderable) return `Only ${formatCount(product.stock)} pieces in stock`
  return undefined
}

/** The order form's rules and messages (docs/product.md, "Words users see"); the server prices and checks again (docs/decisions.md, 2–3). */
export function validateOrder(values: OrderValues, product: Product, poRequired = false): OrderErrors {
  const errors: OrderErrors = {}
  if (!values.address.trim()) errors.address = 'Address is Required'
  if (!values.phone.trim()) errors.phone = 'Phone is Required'
  if (poRequired && !values.poNumber.trim()) errors.poNumber = PO_REQUIRED
  const quantity = validateQuantity(values.quantity, product)
  if (quantity) errors.quantity = quantity
  return errors
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
