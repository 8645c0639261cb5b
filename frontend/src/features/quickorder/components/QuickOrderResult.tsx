import { Link } from 'react-router'
import type { QuickOrderAnswer } from '@/lib/types'
import { resultTitle } from './quickOrderModel'

/** After "Add to cart": how many lines went in, the ones that did not and why (left in the box to fix), and the way to the cart. */
export function QuickOrderResult({ answer, sent }: { answer: QuickOrderAnswer; sent: number }) {
  const added = Math.max(0, sent - answer.errors.length)
  return (
    <section className={`quick-result panel ${answer.errors.length ? 'quick-result--errors' : ''}`} role="status" aria-labelledby="quick-result-title">
      <h2 id="quick-result-title" className="quick-result__title">
        {resultTitle(added, sent)}
      </h2>
      {answer.errors.length > 0 && (
        <ul className="quick-result__errors" aria-label="Lines not added">
          {answer.errors.map((error, index) => (
            <li key={`${error.line ?? ''}-${index}`}>
              <strong>
                Line {error.line}
                {error.sku && <> · {error.sku}</>}:
              </strong>{' '}
              {error.message}
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
