import { useRef, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { useCurrentUser } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import { formatCents, formatCount } from '@/lib/money'
import { limits } from '@/lib/limits.gen'
import { useContractPrices, useMyCompany } from '@/lib/myCompany'
import { parseQuantity } from '@/lib/quantity'
import type { Booking, Product } from '@/lib/types'
import { placeBooking } from '../api/ordersApi'
import { initialOrderValues, liveTotalCents, ORDER_FIELDS, validateOrder, type OrderErrors, type OrderField, type OrderValues } from './orderFormModel'
import '../orders.css'

export const BOOKED_TOAST = 'Your Order is Successfully Booking'

interface OrderFormProps {
  product: Product
  /** the smaller layout used inside a product card */
  compact?: boolean
  onBooked: (booking: Booking) => void
  /** told the typed quantity (null while it is not a whole number) */
  onQuantityChange?: (quantity: number | null) => void
}

/** The booking form (purchase page and quick order): address, phone, quantity with a live total. */
export function OrderForm({ product, compact = false, onBooked, onQuantityChange }: OrderFormProps) {
  const user = useCurrentUser()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<OrderValues>(() => initialOrderValues(product, user?.name ?? ''))
  const [touched, setTouched] = useState<Partial<Record<OrderField, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<OrderErrors>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)

  const company = useMyCompany()
  const clientErrors = validateOrder(values, product, Boolean(company?.poRequired))
  const errorFor = (field: OrderField) => serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined)
  const total = liveTotalCents(values.quantity, product, useContractPrices().get(product.id)?.unitPriceCents)

  function change(field: OrderField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setServerErrors((e) => ({ ...e, [field]: undefined }))
    // the quantity is checked as it is typed, so the MOQ message and total update together
    if (field === 'quantity') {
      setTouched((t) => ({ ...t, quantity: true }))
      onQuantityChange?.(parseQuantity(value))
    }
  }

  const blur = (field: OrderField) => setTouched((t) => ({ ...t, [field]: true }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched({ clientName: true, address: true, phone: true, quantity: true, poNumber: true })
    setFormError('')
    const firstInvalid = ORDER_FIELDS.find((f) => clientErrors[f])
    if (firstInvalid) {
      focusField(firstInvalid)
      return
    }
    setBusy(true)
    try {
      const booking = await placeBooking({
        productId: product.id,
        quantity: parseQuantity(values.quantity) ?? 0,
        address: values.address.trim(),
        phone: values.phone.trim(),
        clientName: values.clientName.trim() || undefined,
        poNumber: values.poNumber.trim() || undefined,
      })
      toast.success(BOOKED_TOAST)
      onBooked(booking)
    } catch (err) {
      showServerError(err)
      setBusy(false)
    }
  }

  function showServerError(err: unknown) {
    const error = toApiError(err)
    const fields: OrderErrors = {}
    for (const f of ORDER_FIELDS) if (error.fields[f]) fields[f] = error.fields[f]
    setServerErrors(fields)
    const first = ORDER_FIELDS.find((f) => fields[f])
    if (first) focusField(first)
    else setFormError(error.fields.productId ?? error.message)
  }

  function focusField(field: OrderField) {
    const element = formRef.current?.elements.namedItem(field)
    if (element instanceof HTMLElement) element.focus()
  }

  return (
    <form ref={formRef} className={`form order-form ${compact ? 'order-form--compact' : ''}`} onSubmit={submit} noValidate aria-label={`Order ${product.name}`}>
      <Input label="Your name" name="clientName" autoComplete="name" value={values.clientName} onChange={(e) => change('clientName', e.target.value)} onBlur={() => blur('clientName')} error={errorFor('clientName')} hint={compact ? undefined : 'Defaults to the name on your account.'} />
      <Textarea label="Delivery address" name="address" autoComplete="street-address" rows={2} value={values.address} onChange={(e) => change('address', e.target.value)} onBlur={() => blur('address')} error={errorFor('address')} required />
      <Input label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => change('phone', e.target.value)} onBlur={() => blur('phone')} error={errorFor('phone')} required />
      {company && (
        <Input
          label={company.poRequired ? 'PO number' : 'PO number (optional)'}
          name="poNumber"
          maxLength={limits.BookingRequest.poNumber.maxLength}
          value={values.poNumber}
          onChange={(e) => change('poNumber', e.target.value)}
          onBlur={() => blur('poNumber')}
          error={errorFor('poNumber')}
          required={company.poRequired}
          hint={compact ? undefined : `${company.name}'s purchase order number; it is printed on the invoice.`}
        />
      )}
      <div className="order-form__qty">
        <Input label="Quantity (pieces)" name="quantity" inputMode="numeric" min={product.minOrderQuantity} max={product.stock} value={values.quantity} onChange={(e) => change('quantity', e.target.value)} onBlur={() => blur('quantity')} error={errorFor('quantity')} hint={`Minimum order ${formatCount(product.minOrderQuantity)} pieces`} required />
        <div className="order-form__total">
          <span className="order-form__total-label" id={`total-${product.id}`}>
            Total
          </span>
          <output className="order-form__total-value num" aria-labelledby={`total-${product.id}`} aria-live="polite">
            {total === null ? '—' : formatCents(total)}
          </output>
        </div>
      </div>
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="form__actions">
        <Button type="submit" size={compact ? 'md' : 'lg'} loading={busy} className={compact ? '' : 'btn--block'}>
          Place order
        </Button>
      </div>
    </form>
  )
}
