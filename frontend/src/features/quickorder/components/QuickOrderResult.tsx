import { Link } from 'react-router'
import type { QuickOrderAnswer } from '@/lib/types'
import { leftOutLine, resultTitle, type OrderLine } from './quickOrderModel'

/**
 * After "Add to cart": how many lines went in, and each line left out (its part number, pieces and
 * why), left in the box to fix; only lines checkout would take go into the cart.
 */
export function QuickOrderResult({ answer, sent }: { answer: QuickOrderAnswer; sent: OrderLine[] }) {
  const added = Math.max(0, sent.length - answer.errors.length)
  const tone = answer.errors.length === 0 ? '' : added === 0 ? 'quick-result--errors' : 'quick-result--partly'
  return (
    <section className={`quick-result panel ${tone}`} role="status" aria-labelledby="quick-result-title">
      <h2 id="quick-result-title" className="quick-result__title">
        {resultTitle(added, sent.length)}
      </h2>
      {answer.errors.length > 0 && (
        <ul className="quick-result__errors" aria-label="Lines left out">
          {answer.errors.map((error, index) => (
            <li key={`${error.line ?? ''}-${index}`}>
              <strong>{leftOutLine(error, sent)}:</strong> {error.message}
            </li>
          ))}
        </ul>
      )}
      {answer.errors.length > 0 && <p className="quick-result__next">Only these lines are left in the box above: fix them and add them again.</p>}
      <Link className="btn btn--primary btn--md" to="/cart">
        Go to your cart
      </Link>
    </section>
  )
}
