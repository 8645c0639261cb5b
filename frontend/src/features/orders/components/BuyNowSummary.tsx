import { Price } from '@/components/ui/Price'
import { checkoutLanding } from '@/lib/checkoutModel'
import { formatCount } from '@/lib/money'
import { memberUnitPriceAt } from '@/lib/pricing'
import type { Booking, Product } from '@/lib/types'

/** The spec's words for a placed one-product order. */
export const BOOKED_TOAST = 'Your Order is Successfully Booking'

interface BuyNowSummaryProps {
  product: Product
  /** null while the quantity box holds no quantity that can be ordered */
  quantity: number | null
  contractCents?: number
}

/** Beside "Buy now"'s checkout form: the one line being ordered, at the price its quantity pays. */
export function BuyNowSummary({ product, quantity, contractCents }: BuyNowSummaryProps) {
  const unit = quantity === null ? null : memberUnitPriceAt(product, quantity, contractCents)
  return (
    <aside className="checkout__summary panel" aria-labelledby="buy-now-summary-title">
      <h3 id="buy-now-summary-title" className="cart__summary-title">
        Order summary
      </h3>
      {quantity === null || unit === null ? (
        <p className="checkout-lines__problem">Enter a quantity that can be ordered above.</p>
      ) : (
        <ul className="checkout-lines" aria-label="Order lines">
          <li className="checkout-lines__item">
            <span className="checkout-lines__name">
              {product.name} <span className="muted num">× {formatCount(quantity)}</span>
            </span>
            <Price cents={quantity * unit} />
          </li>
        </ul>
      )}
      <p className="muted">Tax is added at our rate when the order is placed, as at checkout.</p>
    </aside>
  )
}

/** After "Buy now": checkout's landing, with the order form's own words for a card order. */
export function buyNowLanding(booking: Booking): { path: string; message: string } {
  const landing = checkoutLanding(booking)
  const toPay = booking.status === 'unpaid' && booking.paymentMethod !== 'invoice'
  return toPay ? { ...landing, message: BOOKED_TOAST } : landing
}
