import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { useCurrentUser } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import { CHECKOUT_FIELDS, checkoutLanding, PO_REQUIRED, readRefusal, savedAddressLabel, savedAddressOf, validateCheckout, type CheckoutErrors, type CheckoutField, type CheckoutValues } from '@/lib/checkoutModel'
import { limits } from '@/lib/limits.gen'
import { addAddress, keepAddedAddress } from '@/lib/savedAddresses'
import type { Booking, CheckoutInput, SavedAddress } from '@/lib/types'
import { useShippingPrefill } from '@/lib/useShippingPrefill'
import { PaymentMethodChoice } from './PaymentMethodChoice'
import { SaveAddressOption } from './SaveAddressOption'
import { SavedAddressPicker } from './SavedAddressPicker'
import { useCheckoutOptions, type CheckoutOptions } from './useCheckoutOptions'
import '../cart-pages.css'

export interface CheckoutFormProps {
  /** places the order with what the buyer typed and chose; answers the order */
  place: (input: CheckoutInput) => Promise<Booking>
  /** what is being ordered, beside the form, with the server's refusals of lines by product id */
  renderSummary: (lineErrors: Record<string, string>) => ReactNode
  /** the order can't be placed as it is (a line has a problem) */
  blocked?: boolean
  /** the order is placed; the page is about to be left */
  onPlaced?: () => void
  /** the server refused some lines, which changed meanwhile */
  onLinesRefused?: () => void
  /** the toast and the page after placing; checkout's by default */
  landing?: (booking: Booking) => { path: string; message: string }
}

/**
 * Where an order ships, the buyer's own references and how they pay; one form for the cart's
 * checkout and for buying one product now.
 */
export function CheckoutForm({ place, renderSummary, blocked = false, onPlaced, onLinesRefused, landing = checkoutLanding }: CheckoutFormProps) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useShippingPrefill(useCurrentUser()?.name ?? '')
  const options = useCheckoutOptions()
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)

  function change(field: CheckoutField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
    if (field === 'address' || field === 'phone') options.setPicked(null) // now it is a new address
  }

  function pick(address: SavedAddress) {
    setValues((v) => ({ ...v, address: address.address, phone: address.phone }))
    setErrors((e) => ({ ...e, address: undefined, phone: undefined }))
    options.setPicked(address)
  }

  function focusFirst(found: CheckoutErrors) {
    const field = CHECKOUT_FIELDS.find((f) => found[f])
    const element = field && formRef.current?.elements.namedItem(field)
    if (element instanceof HTMLElement) element.focus()
  }

  // typed (or prefilled from the last order) as it is in the address book: nothing to save
  const saved = options.picked ?? savedAddressOf(options.addresses, values)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError('')
    const invalid = validateCheckout(values, options.poRequired)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) {
      focusFirst(invalid)
      return
    }
    setBusy(true)
    try {
      const booking = await place(checkoutInput(values, options))
      if (options.saveAddress && !saved) await saveTypedAddress(values, options.addressLabel)
      const next = landing(booking)
      toast.success(next.message)
      void navigate(next.path)
      onPlaced?.()
    } catch (err) {
      const refusal = readRefusal(toApiError(err))
      setErrors(refusal.fields)
      setLineErrors(refusal.lines)
      setFormError(refusal.message)
      focusFirst(refusal.fields)
      if (Object.keys(refusal.lines).length > 0) onLinesRefused?.()
      setBusy(false)
    }
  }

  return (
    <div className="checkout">
      <form ref={formRef} className="form checkout__form panel" onSubmit={submit} noValidate aria-label="Checkout">
        <h2 className="cart__summary-title">Shipping</h2>
        {options.addresses.length > 0 && <SavedAddressPicker addresses={options.addresses} value={saved?.id ?? ''} onPick={pick} />}
        <Input label="Client name" name="clientName" autoComplete="name" value={values.clientName} onChange={(e) => change('clientName', e.target.value)} error={errors.clientName} hint="Who receives the goods; defaults to the name on your account." />
        <Textarea label="Delivery address" name="address" autoComplete="street-address" rows={3} value={values.address} onChange={(e) => change('address', e.target.value)} error={errors.address} required />
        <Input label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => change('phone', e.target.value)} error={errors.phone} required />
        {!saved && <SaveAddressOption checked={options.saveAddress} label={options.addressLabel} onCheckedChange={options.setSaveAddress} onLabelChange={options.setAddressLabel} />}
        <h2 className="cart__summary-title">Your references</h2>
        <Input
          label={options.poRequired ? 'PO number' : 'PO number (optional)'}
          name="poNumber"
          maxLength={limits.CheckoutRequest.poNumber.maxLength}
          value={values.poNumber}
          onChange={(e) => change('poNumber', e.target.value)}
          error={errors.poNumber}
          required={options.poRequired}
          hint={options.poRequired ? `${PO_REQUIRED}: it is printed on the invoice.` : 'Your purchase order number; it is printed on the invoice.'}
        />
        <Textarea label="Note (optional)" name="note" rows={3} maxLength={limits.CheckoutRequest.note.maxLength} value={values.note} onChange={(e) => change('note', e.target.value)} error={errors.note} hint={`Delivery instructions or anything else we should know, up to ${limits.CheckoutRequest.note.maxLength} characters.`} />
        {options.invoiceTerms && <PaymentMethodChoice terms={options.invoiceTerms} value={options.paymentMethod} onChange={options.setPaymentMethod} />}
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
      {renderSummary(lineErrors)}
    </div>
  )
}

function checkoutInput(values: CheckoutValues, options: CheckoutOptions): CheckoutInput {
  return {
    address: values.address.trim(),
    phone: values.phone.trim(),
    clientName: values.clientName.trim() || undefined,
    poNumber: values.poNumber.trim() || undefined,
    note: values.note.trim() || undefined,
    paymentMethod: options.invoiceTerms ? options.paymentMethod : undefined,
  }
}

/** The order is placed whatever happens here, so a failure only tells the buyer. */
async function saveTypedAddress(values: CheckoutValues, label: string) {
  const address = values.address.trim()
  try {
    keepAddedAddress(await addAddress({ label: savedAddressLabel(label, address), address, phone: values.phone.trim() }))
  } catch (err) {
    toast.error(`Your order is placed, but the address was not saved: ${toApiError(err).message}`)
  }
}
