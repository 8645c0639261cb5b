import type { PriceBreak, Product } from './types'

// The server prices every line itself (domain.Product.UnitPriceFor) and the front end shows those
// prices wherever it has them: cart lines carry unitPriceCents and nextBreak, orders and quotes
// their line prices. This copy of the rule is for previews before any request is made: the live
// total on the product page while a buyer types a quantity, the quick-order preview before the
// lines go into the cart, and whether a quantity is past the best listed price (a quote is worth
// asking). Asking the server on every keystroke would cost a request per digit; the server's
// price is what the cart and the order then show.

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

/**
 * A company member's price per piece at this quantity, as the server prices their line: the lower
 * of the contract price (when the company has one for the product) and the volume price.
 */
export function memberUnitPriceAt(product: Priced, quantity: number, contractCents: number | undefined): number {
  const listed = unitPriceAt(product, quantity)
  return contractCents === undefined ? listed : Math.min(listed, contractCents)
}

/** The "Your price" a member is shown beside a list price: their contract price, only when it is lower. */
export function yourPrice(listCents: number, contractCents: number | undefined): number | null {
  return contractCents !== undefined && contractCents < listCents ? contractCents : null
}
