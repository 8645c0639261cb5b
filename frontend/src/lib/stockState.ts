import type { BadgeTone } from '@/components/ui/Badge'
import { formatCount } from './money'
import type { Product } from './types'

export interface StockState {
  /** the badge's words */
  label: string
  tone: BadgeTone
  /** the sentence under a product's facts, or '' when the badge says it all */
  detail: string
}

/**
 * Whether a product can be ordered, in words that don't contradict its stock: a product with
 * some pieces but fewer than one minimum order is "Below minimum order", not "Out of stock";
 * one that takes backorders is "On backorder", with when more arrive. The server paints the
 * catalogue's first view with the same words (domain Product.StockState).
 */
export function stockState(product: Pick<Product, 'stock' | 'minOrderQuantity' | 'backorderable' | 'restockDays'>): StockState {
  if (product.stock >= product.minOrderQuantity) return { label: 'In stock', tone: 'success', detail: '' }
  if (product.backorderable)
    return { label: 'On backorder', tone: 'warning', detail: `Order now: what isn't in stock ships in about ${formatCount(product.restockDays)} days.` }
  if (product.stock <= 0) return { label: 'Out of stock', tone: 'danger', detail: '' }
  return {
    label: 'Below minimum order',
    tone: 'warning',
    detail: `Only ${formatCount(product.stock)} pcs left, fewer than the minimum order of ${formatCount(product.minOrderQuantity)}.`,
  }
}
