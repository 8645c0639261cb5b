import { api } from '@/lib/api'
import type { List, Product, QuickOrderAnswer } from '@/lib/types'

/** The product with this part number (any case), or null when the catalogue has none. */
export async function findBySku(sku: string, signal?: AbortSignal): Promise<Product | null> {
  const list = await api<List<Product>>('/api/products', { query: { sku }, signal })
  const key = sku.toUpperCase()
  return list.items.find((product) => product.sku.toUpperCase() === key) ?? null
}

/** Adds every known line to the cart (summed per part number); errors name the lines that were not. */
export function addQuickOrder(text: string): Promise<QuickOrderAnswer> {
  return api<QuickOrderAnswer>('/api/cart/quick-order', { method: 'POST', body: { text } })
}
