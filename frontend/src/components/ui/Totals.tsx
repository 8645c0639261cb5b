import { Price } from './Price'

interface TotalsProps {
  subtotalCents: number
  taxCents: number
  totalCents: number
}

/** Subtotal, tax and total of a cart or an order, as the server priced them. */
export function Totals({ subtotalCents, taxCents, totalCents }: TotalsProps) {
  return (
    <dl className="totals">
      <div>
        <dt>Subtotal</dt>
        <dd>
          <Price cents={subtotalCents} />
        </dd>
      </div>
      <div>
        <dt>Tax</dt>
        <dd>
          <Price cents={taxCents} />
        </dd>
      </div>
      <div className="totals__total">
        <dt>Total</dt>
        <dd>
          <Price cents={totalCents} />
        </dd>
      </div>
    </dl>
  )
}
