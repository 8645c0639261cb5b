import type { PriceBreak, Product } from './types'

type Priced = Pick<Product, 'priceCents' | 'priceBreaks'>

/** Breaks by ascending quantity (the server sends them sorted; older answers may have none). */
function breaksOf(product: Priced): PriceBreak[] {
  return [...(product.priceBreaks ?? [])].sort((a, b) => a.minQuantity - b.minQuantity)
}

/**
 * The price per piece at this quantity, as the server prices a line: the highest break whose
 * minQuantity is at most the quantity, else the list price.
 */
export function unitPriceAt(product: Priced, quantity: number): number {
  let unit = product.priceCents
  for (const b of breaksOf(product)) {
    if (b.minQuantity > quantity) break
    unit = b.unitPriceCents
  }
  return unit
}

/** The quantity from which the best listed price applies; above it a buyer may ask for a quote. */
export function highestBreakQuantity(product: Pick<Product, 'priceCents' | 'priceBreaks' | 'minOrderQuantity'>): number {
  const breaks = breaksOf(product)
  return breaks.length ? breaks[breaks.length - 1].minQuantity : product.minOrderQuantity
}
