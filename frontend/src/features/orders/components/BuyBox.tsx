import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { formatCents, formatCount } from '@/lib/money'
import { highestBreakQuantity } from '@/lib/pricing'
import { parseQuantity } from '@/lib/quantity'
import type { Product } from '@/lib/types'
import { liveTotalCents, validateQuantity } from './orderFormModel'

interface BuyBoxProps {
  product: Product
  /** the quantity box's text; the page's price table marks its break */
  quantity: string
  onQuantityChange: (quantity: string) => void
  /** a company member's contract price per piece, when they have one */
  contractCents?: number
  renderAddToCart?: (product: Product, quantity: number | null) => ReactNode
  renderQuoteButton?: (product: Product, quantity: number) => ReactNode
  renderCheckout?: (product: Product, quantity: number | null) => ReactNode
  /** the product's stock and shipping facts, between the box and "Buy now"'s form */
  facts?: ReactNode
}

/**
 * The product page's one way to buy: a quantity with its live total, then the cart or "Buy now"
 * (checkout's own form, for this product alone). Above the best volume price a quote is offered
 * right under the quantity.
 */
export function BuyBox({ product, quantity, onQuantityChange, contractCents, renderAddToCart, renderQuoteButton, renderCheckout, facts }: BuyBoxProps) {
  const [buying, setBuying] = useState(false)
  const checkoutId = useId()
  const quantityId = `${checkoutId}-quantity`
  const pieces = parseQuantity(quantity)
  const quantityError = validateQuantity(quantity, product)
  const total = liveTotalCents(quantity, product, contractCents)
  const quoteWorthy = pieces !== null && pieces > highestBreakQuantity(product)
  const quoteRef = useRef<HTMLDivElement>(null)
  // the offer appears as the quantity is typed: bring it into sight, however low the box sits
  useEffect(() => {
    if (quoteWorthy) quoteRef.current?.scrollIntoView({ block: 'nearest' })
  }, [quoteWorthy])

  function buyNow() {
    if (quantityError) document.getElementById(quantityId)?.focus()
    else setBuying(true)
  }

  return (
    <>
      <section className="purchase__buy panel" aria-labelledby="buy-title">
        <h2 id="buy-title" className="purchase__subhead">
          Order this product
        </h2>
        <div className="order-form__qty">
          <Input id={quantityId} label="Quantity (pieces)" name="quantity" inputMode="numeric" value={quantity} onChange={(e) => onQuantityChange(e.target.value)} error={quantityError} hint={`Minimum order ${formatCount(product.minOrderQuantity)} pieces`} required />
          {quoteWorthy && renderQuoteButton && (
            <div className="purchase__quote" ref={quoteRef}>
              <p className="muted">For {formatCount(pieces)} pieces we may beat our best listed price: ask us for a quote.</p>
              {renderQuoteButton(product, pieces)}
            </div>
          )}
          <div className="order-form__total">
            <span className="order-form__total-label" id={`total-${product.id}`}>
              Total
            </span>
            <output className="order-form__total-value num" aria-labelledby={`total-${product.id}`} aria-live="polite">
              {total === null ? '—' : formatCents(total)}
            </output>
          </div>
        </div>
        <div className="purchase__actions">
          {renderAddToCart?.(product, pieces)}
          {renderCheckout && (
            <Button type="button" variant="secondary" size="lg" className="btn--block" aria-expanded={buying} aria-controls={checkoutId} onClick={buyNow}>
              Buy now
            </Button>
          )}
        </div>
        <p className="muted purchase__buy-hint">Add it to your cart to order it with other products in one checkout, or buy it now on its own.</p>
      </section>
      {facts}
      {buying && renderCheckout && (
        <section id={checkoutId} className="purchase__checkout" aria-labelledby={`${checkoutId}-title`}>
          <h2 id={`${checkoutId}-title`} className="purchase__subhead">
            {pieces === null || quantityError ? 'Buy now' : `Buy now: ${formatCount(pieces)} × ${product.name}`}
          </h2>
          {renderCheckout(product, quantityError ? null : pieces)}
        </section>
      )}
    </>
  )
}
