import type { PaymentMethod, Terms } from '@/lib/types'

interface PaymentMethodChoiceProps {
  terms: Terms
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
}

export const invoiceTermsHint = (netDays: number) => `We issue the invoice with the order; pay it by bank transfer within ${netDays} days.`

/** Card, or an invoice due netDays later, for buyers an admin has given invoice terms. */
export function PaymentMethodChoice({ terms, value, onChange }: PaymentMethodChoiceProps) {
  const options: { method: PaymentMethod; label: string }[] = [
    { method: 'card', label: 'Card' },
    { method: 'invoice', label: `Invoice (net ${terms.netDays} days)` },
  ]
  return (
    <fieldset className="checkout__payment" aria-describedby={value === 'invoice' ? 'invoice-terms-hint' : undefined}>
      <legend className="cart__summary-title">Payment</legend>
      {options.map((option) => (
        <label key={option.method} className="check">
          <input type="radio" name="paymentMethod" value={option.method} checked={value === option.method} onChange={() => onChange(option.method)} /> {option.label}
        </label>
      ))}
      {value === 'invoice' && (
        <p id="invoice-terms-hint" className="field__hint">
          {invoiceTermsHint(terms.netDays)}
        </p>
      )}
    </fieldset>
  )
}
