import { useState } from 'react'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { confirmTestPayment } from '../api/paymentsApi'
import { PayForm, usePayAttempt } from './PayForm'
import type { PayFormProps } from './payFormProps'
import { formatCardNumber, formatExpiry, TEST_CARDS, toTestPayment, validateCard, type CardErrors, type CardValues } from './testCard'

/** Test mode: the shop's own card form; the server's test gateway decides the outcome. */
export function TestCardForm({ bookingId, amountCents, clientSecret, defaultName, defaultEmail, onPaid }: PayFormProps) {
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '', name: defaultName, email: defaultEmail })
  const [errors, setErrors] = useState<CardErrors>({})
  const { busy, payError, setPayError, pay } = usePayAttempt(onPaid)

  function change(field: keyof CardValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
    setPayError('')
  }

  function submit() {
    const found = validateCard(values)
    setErrors(found)
    if (Object.values(found).some(Boolean) || !clientSecret) return
    void pay(() => confirmTestPayment(bookingId, toTestPayment(values)))
  }

  return (
    <PayForm onSubmit={submit} payError={payError} amountCents={amountCents} ready={Boolean(clientSecret)} busy={busy}>
      <TestModeBanner onUse={(number) => change('number', number)} disabled={busy} />
      <Input label="Card number" name="cardNumber" inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" value={values.number} onChange={(e) => change('number', formatCardNumber(e.target.value))} error={errors.number} />
      <div className="pay-form__row">
        <Input label="Expiry (MM/YY)" name="expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" value={values.expiry} onChange={(e) => change('expiry', formatExpiry(e.target.value, values.expiry))} error={errors.expiry} />
        <Input label="CVC" name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} value={values.cvc} onChange={(e) => change('cvc', e.target.value.replace(/\D/g, ''))} error={errors.cvc} />
      </div>
      <Input label="Name on card" name="cardName" autoComplete="cc-name" value={values.name} onChange={(e) => change('name', e.target.value)} error={errors.name} />
      <Input label="Email for the receipt" name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => change('email', e.target.value)} error={errors.email} />
    </PayForm>
  )
}

function TestModeBanner({ onUse, disabled }: { onUse: (number: string) => void; disabled: boolean }) {
  return (
    <aside className="test-banner" aria-labelledby="test-banner-title">
      <p className="test-banner__title" id="test-banner-title">
        Test mode — no real charge
      </p>
      <p className="test-banner__text">Use any future expiry date and any 3-digit CVC with one of these cards:</p>
      <ul className="test-banner__cards">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code> <span>{card.outcome}</span>
            <Button variant="ghost" size="sm" onClick={() => onUse(card.number)} disabled={disabled} aria-label={`Use ${card.number}`}>
              Use
            </Button>
          </li>
        ))}
      </ul>
    </aside>
  )
}
