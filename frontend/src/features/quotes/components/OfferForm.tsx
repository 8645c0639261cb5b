import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import { formatCents, formatCount } from '@/lib/money'
import type { Quote } from '@/lib/types'
import { offerQuote } from '../api/quotesApi'
import { earliestValidUntil, HIGH_OFFER_RATIO, initialOffer, isPriceError, MAX_LEAD_TIME_DAYS, MAX_REPLY, offerWarnings, toOffer, validateOffer, type OfferErrors, type OfferValues } from './offerModel'

interface OfferFormProps {
  quote: Quote
  onOffered: (quote: Quote) => void
  onCancel: () => void
}

/** The shop's answer to a request: a price per piece and the pieces offered for every line, a date the offer holds to, and optionally a reply and a lead time. */
export function OfferForm({ quote, onOffered, onCancel }: OfferFormProps) {
  const [today] = useState(() => new Date())
  const [values, setValues] = useState<OfferValues>(() => initialOffer(quote, today))
  const [errors, setErrors] = useState<OfferErrors>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  // prices well above the list are sent only after a second click on the warning
  const [confirmingHigh, setConfirmingHigh] = useState(false)
  const warnings = offerWarnings(values, quote)
  const highLines = Object.keys(warnings).length

  function setPrice(productId: string, price: string) {
    setValues((v) => ({ ...v, prices: { ...v.prices, [productId]: price } }))
    setErrors((e) => ({ ...e, [`lines.${productId}`]: '' }))
    setConfirmingHigh(false)
  }

  function setQuantity(productId: string, quantity: string) {
    setValues((v) => ({ ...v, quantities: { ...v.quantities, [productId]: quantity } }))
    setErrors((e) => ({ ...e, [`lines.${productId}`]: '' }))
  }

  function setField(field: 'reply' | 'leadTimeDays', value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: '' }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError('')
    const invalid = validateOffer(values, quote, today)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    if (highLines > 0 && !confirmingHigh) return setConfirmingHigh(true)
    setBusy(true)
    try {
      const offered = await offerQuote(quote.id, toOffer(values, quote))
      toast.success(`Offer sent to ${quote.user}.`)
      onOffered(offered)
    } catch (err) {
      const error = toApiError(err)
      setErrors(error.fields)
      if (Object.keys(error.fields).length === 0) setFormError(error.message)
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Make an offer">
      {quote.note && (
        <p className="modal__body">
          <strong>Buyer&apos;s note:</strong> {quote.note}
        </p>
      )}
      {quote.lines.map((line) => {
        const field = `lines.${line.productId}`
        const lineError = errors[field] || undefined
        return (
          <div key={line.productId} className="offer-line">
            <Input
              label={`Price per piece for ${line.productName} (USD)`}
              name={`price-${line.productId}`}
              inputMode="decimal"
              value={values.prices[line.productId] ?? ''}
              onChange={(e) => setPrice(line.productId, e.target.value)}
              error={lineError && isPriceError(lineError) ? lineError : undefined}
              hint={`List price ${formatCents(line.listUnitPriceCents)} each${warnings[field] ? ` · ${warnings[field]}` : ''}`}
            />
            <Input
              label={`Pieces of ${line.productName}`}
              name={`quantity-${line.productId}`}
              inputMode="numeric"
              value={values.quantities[line.productId] ?? ''}
              onChange={(e) => setQuantity(line.productId, e.target.value)}
              error={lineError && !isPriceError(lineError) ? lineError : undefined}
              hint={`Asked for ${formatCount(line.quantity)}`}
            />
          </div>
        )
      })}
      <Input
        label="Valid until"
        name="validUntil"
        type="date"
        min={earliestValidUntil(today)}
        value={values.validUntil}
        onChange={(e) => {
          setValues((v) => ({ ...v, validUntil: e.target.value }))
          setErrors((er) => ({ ...er, validUntil: '' }))
        }}
        error={errors.validUntil || undefined}
        hint="The offer holds to the end of this day."
      />
      <Input
        label="Lead time (days, optional)"
        name="leadTimeDays"
        inputMode="numeric"
        value={values.leadTimeDays}
        onChange={(e) => setField('leadTimeDays', e.target.value)}
        error={errors.leadTimeDays || undefined}
        hint={`About how many days after ordering it ships, 0 to ${MAX_LEAD_TIME_DAYS}.`}
      />
      <Textarea
        label="Reply to the buyer (optional)"
        name="reply"
        rows={3}
        maxLength={MAX_REPLY}
        value={values.reply}
        onChange={(e) => setField('reply', e.target.value)}
        error={errors.reply || undefined}
        hint="Answers the buyer's note; shown with the offer."
      />
      {confirmingHigh && highLines > 0 && (
        <p className="form__error" role="alert">
          {highLines === 1 ? 'One line is' : `${highLines} lines are`} priced more than {Math.round((HIGH_OFFER_RATIO - 1) * 100)} % above the list price. Check
          the prices, or send the offer as it is.
        </p>
      )}
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
          {confirmingHigh && highLines > 0 ? 'Send offer anyway' : 'Send offer'}
        </Button>
      </div>
    </form>
  )
}
