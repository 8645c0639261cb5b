import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { Price } from '@/components/ui/Price'
import { useCurrentUser } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import { AWAITS_APPROVAL_TOAST, PO_REQUIRED, readRefusal, validateCheckout, type CheckoutErrors, type CheckoutField } from '@/lib/checkoutModel'
import { limits } from '@/lib/limits.gen'
import { formatCount } from '@/lib/money'
import { useMyCompany } from '@/lib/myCompany'
import { useShippingPrefill } from '@/lib/useShippingPrefill'
import type { Quote } from '@/lib/types'
import { acceptQuote } from '../api/quotesApi'
import { quotedQuantity, quoteTotalCents } from './QuoteLinesTable'

export const QUOTE_ACCEPTED_TOAST = 'Offer accepted. Pay now to keep its stock reserved.'

interface AcceptQuoteFormProps {
  quote: Quote
  onCancel: () => void
}

/** Where the accepted offer ships (prefilled like checkout); the new order goes straight to payment. */
export function AcceptQuoteForm({ quote, onCancel }: AcceptQuoteFormProps) {
  const navigate = useNavigate()
  const [values, setValues] = useShippingPrefill(useCurrentUser()?.name ?? '')
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const poRequired = Boolean(useMyCompany()?.poRequired)

  function change(field: CheckoutField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError('')
    const invalid = validateCheckout(values, poRequired)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    setBusy(true)
    try {
      const booking = await acceptQuote(quote.id, {
        address: values.address.trim(),
        phone: values.phone.trim(),
        clientName: values.clientName.trim() || undefined,
        poNumber: values.poNumber.trim() || undefined,
      })
      // above a company member's spending limit, the order waits for approval instead of payment
      const waits = booking.status === 'pending_approval'
      toast.success(waits ? AWAITS_APPROVAL_TOAST : QUOTE_ACCEPTED_TOAST)
      void navigate(waits ? `/dashboard/orders/${booking.id}` : `/dashboard/payment/${booking.id}`)
    } catch (err) {
      const refusal = readRefusal(toApiError(err))
      setErrors(refusal.fields)
      setFormError(Object.values(refusal.lines)[0] ?? refusal.message)
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Accept the offer">
      <p className="modal__body">
        {whatIsOrdered(quote)} at the offered prices: <Price cents={quoteTotalCents(quote.lines)} /> before tax. You pay by card on the next page.
      </p>
      <Input label="Client name" name="clientName" autoComplete="name" value={values.clientName} onChange={(e) => change('clientName', e.target.value)} error={errors.clientName} />
      <Textarea label="Delivery address" name="address" autoComplete="street-address" rows={3} value={values.address} onChange={(e) => change('address', e.target.value)} error={errors.address} required />
      <Input label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => change('phone', e.target.value)} error={errors.phone} required />
      <Input label={poRequired ? 'PO number' : 'PO number (optional)'} name="poNumber" maxLength={limits.AcceptRequest.poNumber.maxLength} value={values.poNumber} onChange={(e) => change('poNumber', e.target.value)} error={errors.poNumber} required={poRequired} hint={poRequired ? PO_REQUIRED : undefined} />
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Accept and order
        </Button>
      </div>
    </form>
  )
}

function whatIsOrdered(quote: Quote): string {
  const [first] = quote.lines
  return quote.lines.length === 1 ? `${formatCount(quotedQuantity(first))} × ${first.productName}` : `${quote.lines.length} lines`
}
