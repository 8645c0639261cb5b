import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { useCurrentUser } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import { CHECKOUT_FIELDS, MAX_NOTE, MAX_PO_NUMBER, readRefusal, validateCheckout, type CheckoutErrors, type CheckoutField } from '@/lib/checkoutModel'
import { useShippingPrefill } from '@/lib/useShippingPrefill'
import type { Cart } from '@/lib/types'
import { checkout } from '../api/cartApi'
import { EMPTY_CART, useCart } from '../stores/cart'
import { CheckoutSummary } from './CheckoutSummary'

export const ORDER_PLACED_TOAST = 'Order placed. Pay now to keep its stock reserved.'

/** Where the whole cart ships, and the buyer's own references; submits one order. */
export function CheckoutForm({ cart }: { cart: Cart }) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useShippingPrefill(useCurrentUser()?.name ?? '')
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)

  function change(field: CheckoutField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  function focusFirst(found: CheckoutErrors) {
    const field = CHECKOUT_FIELDS.find((f) => found[f])
    const element = field && formRef.current?.elements.namedItem(field)
    if (element instanceof HTMLElement) element.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError('')
    const invalid = validateCheckout(values)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) {
      focusFirst(invalid)
      return
    }
    setBusy(true)
    try {
      const booking = await checkout({
        address: values.address.trim(),
        phone: values.phone.trim(),
        clientName: values.clientName.trim() || undefined,
        poNumber: values.poNumber.trim() || undefined,
        note: values.note.trim() || undefined,
      })
      toast.success(ORDER_PLACED_TOAST)
      void navigate(`/dashboard/payment/${booking.id}`)
      useCart.getState().apply(EMPTY_CART)
    } catch (err) {
      const refusal = readRefusal(toApiError(err))
      setErrors(refusal.fields)
      setLineErrors(refusal.lines)
      setFormError(refusal.message)
      focusFirst(refusal.fields)
      if (Object.keys(refusal.lines).length > 0) void useCart.getState().load()
      setBusy(false)
    }
  }

  const blocked = cart.lines.some((line) => line.problem)
  return (
    <div className="checkout">
      <form ref={formRef} className="form checkout__form panel" onSubmit={submit} noValidate aria-label="Checkout">
        <h2 className="cart__summary-title">Shipping</h2>
        <Input label="Client name" name="clientName" autoComplete="name" value={values.clientName} onChange={(e) => change('clientName', e.target.value)} error={errors.clientName} hint="Who receives the goods; defaults to the name on your account." />
        <Textarea label="Delivery address" name="address" autoComplete="street-address" rows={3} value={values.address} onChange={(e) => change('address', e.target.value)} error={errors.address} required />
        <Input label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => change('phone', e.target.value)} error={errors.phone} required />
        <h2 className="cart__summary-title">Your references</h2>
        <Input label="PO number (optional)" name="poNumber" maxLength={MAX_PO_NUMBER} value={values.poNumber} onChange={(e) => change('poNumber', e.target.value)} error={errors.poNumber} hint="Your purchase order number; it is printed on the invoice." />
        <Textarea label="Note (optional)" name="note" rows={3} maxLength={MAX_NOTE} value={values.note} onChange={(e) => change('note', e.target.value)} error={errors.note} hint={`Delivery instructions or anything else we should know, up to ${MAX_NOTE} characters.`} />
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="form__actions">
          <Button type="submit" size="lg" className="btn--block" loading={busy} disabled={blocked}>
            Place order
          </Button>
        </div>
      </form>
      <CheckoutSummary cart={cart} lineErrors={lineErrors} />
    </div>
  )
}
