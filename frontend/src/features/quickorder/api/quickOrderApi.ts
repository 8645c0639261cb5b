import { client, dataOf } from '@/lib/api'
import type { Product } from '@/lib/types'

/** The product with this part number (any case), or null when the catalogue has none. */
export async function findBySku(sku: string, signal?: AbortSignal): Promise<Product | null> {
  const list = await dataOf(client.GET('/api/products', { params: { query: { sku } }, signal }))
  const key = sku.toUpperCase()
  return list.items.find((product) => product.sku.toUpperCase() === key) ?? null
}

/** Adds every known line to the cart (summed per part number); errors name the lines that were not. */
export function addQuickOrder(text: string) {
  return dataOf(client.POST('/api/cart/quick-order', { body: { text } }))
}
