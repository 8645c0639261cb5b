import { Link } from 'react-router'
import { Price } from '@/components/ui/Price'
import { formatCount } from '@/lib/money'
import type { Cart } from '@/lib/types'
import { Totals } from '@/components/ui/Totals'
import { useBuyingTerms } from './useCheckoutOptions'

interface CheckoutSummaryProps {
  cart: Cart
  /** the server's refusals by product id; they replace the cart's own problems */
  lineErrors: Record<string, string>
}

/** The lines being ordered, with what stops any of them, and the totals. */
export function CheckoutSummary({ cart, lineErrors }: CheckoutSummaryProps) {
  const taxExempt = useBuyingTerms()?.taxExempt
  const hasProblem = cart.lines.some((line) => lineErrors[line.productId] ?? line.problem)
  return (
    <aside className="checkout__summary panel" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart__summary-title">
        Order summary
      </h2>
      <ul className="checkout-lines" aria-label="Order lines">
        {cart.lines.map((line) => {
          const problem = lineErrors[line.productId] ?? line.problem
          return (
            <li key={line.productId} className="checkout-lines__item">
              <span className="checkout-lines__name">
                {line.productName} <span className="muted num">× {formatCount(line.quantity)}</span>
              </span>
              <Price cents={line.lineTotalCents} />
              {problem && <span className="checkout-lines__problem">{problem}</span>}
            </li>
          )
        })}
      </ul>
      {hasProblem && (
        <p className="cart__blocked">
          Some lines can&apos;t be ordered as they are. <Link to="/cart">Change them in your cart</Link>.
        </p>
      )}
      <Totals subtotalCents={cart.subtotalCents} taxCents={cart.taxCents} totalCents={cart.totalCents} taxRatePercent={cart.taxRatePercent} taxExempt={taxExempt} />
      <Link to="/cart" className="checkout__back">
        ← Back to your cart
      </Link>
    </aside>
  )
}
