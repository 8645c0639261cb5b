import type { Booking } from '@/lib/types'
import { Price } from './Price'

interface TotalsProps {
  subtotalCents: number
  taxCents: number
  totalCents: number
  /** the rate the server priced with, e.g. "20.5"; the tax row names it when known */
  taxRatePercent?: string
  /** the buyer's account is tax-exempt, which is why no tax is charged */
  taxExempt?: boolean
  /** whose totals: the signed-in buyer's cart, or an order anyone with access may read */
  of?: 'cart' | 'order'
}

/**
 * The tax row's name: the rate, or why there is none ("Tax (0%)" alone reads like a mistake).
 * An order's words are those of its invoice and mails (domain.Booking.TaxLabel on the server).
 */
export function taxLabel(taxRatePercent?: string, taxExempt = false, of: 'cart' | 'order' = 'cart'): string {
  if (!taxRatePercent) return 'Tax'
  if (Number(taxRatePercent) !== 0) return `Tax (${taxRatePercent}%)`
  if (!taxExempt) return 'Tax (none charged)'
  return of === 'cart' ? 'Tax (none: your account is tax-exempt)' : 'Tax (none: tax-exempt buyer)'
}

/** Subtotal, tax and total of a cart or an order, as the server priced them. */
export function Totals({ subtotalCents, taxCents, totalCents, taxRatePercent, taxExempt, of }: TotalsProps) {
  return (
    <dl className="totals">
      <div>
        <dt>Subtotal</dt>
        <dd>
          <Price cents={subtotalCents} />
        </dd>
      </div>
      <div>
        <dt>{taxLabel(taxRatePercent, taxExempt, of)}</dt>
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

/** An order's totals, and why it has no tax; orders placed before tax was kept count their total as the subtotal. */
export function BookingTotals({ booking }: { booking: Booking }) {
  const { subtotalCents, taxCents, totalPriceCents, taxRatePercent, taxExempt } = booking
  return <Totals subtotalCents={subtotalCents ?? totalPriceCents} taxCents={taxCents ?? 0} totalCents={totalPriceCents} taxRatePercent={taxRatePercent} taxExempt={taxExempt} of="order" />
}
