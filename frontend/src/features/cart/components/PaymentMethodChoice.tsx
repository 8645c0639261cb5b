import type { PaymentMethod, Terms } from '@/lib/types'

interface PaymentMethodChoiceProps {
  terms: Terms
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
}

/** Card, or an invoice due netDays later, for buyers an admin has given invoice terms. */
export function PaymentMethodChoice({ terms, value, onChange }: PaymentMethodChoiceProps) {
  const options: { method: PaymentMethod; label: string }[] = [
    { method: 'card', label: 'Card' },
    { method: 'invoice', label: `Invoice (net ${terms.netDays} days)` },
  ]
  return (
    <fieldset className="checkout__payment">
      <legend className="cart__summary-title">Payment</legend>
      {options.map((option) => (
        <label key={option.method} className="check">
          <input type="radio" name="paymentMethod" value={option.method} checked={value === option.method} onChange={() => onChange(option.method)} /> {option.label}
        </label>
      ))}
    </fieldset>
  )
}
