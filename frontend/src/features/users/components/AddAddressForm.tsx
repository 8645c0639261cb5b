import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { addAddress } from '@/lib/savedAddresses'
import type { SavedAddress, SavedAddressInput } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'

/** The API takes an address without a label; this form asks for one, to pick it by at checkout. */
type AddressFormValues = Required<SavedAddressInput>
type Field = keyof AddressFormValues

const EMPTY: AddressFormValues = { label: '', address: '', phone: '' }
const REQUIRED: Record<Field, string> = { label: 'Label is Required', address: 'Address is Required', phone: 'Phone is Required' }

function missing(values: AddressFormValues) {
  const fields = Object.keys(REQUIRED) as Field[]
  return Object.fromEntries(fields.filter((f) => !values[f].trim()).map((f) => [f, REQUIRED[f]]))
}

/** Adds a shipping address to the account: a label to pick it by, the address and a phone. */
export function AddAddressForm({ onAdded, onCancel }: { onAdded: (address: SavedAddress) => void; onCancel: () => void }) {
  const [values, setValues] = useState<AddressFormValues>(EMPTY)
  const { errors, setErrors, busy, run, clearError } = useSubmit<Field>()

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    clearError(field)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = missing(values)
    if (Object.keys(invalid).length > 0) return setErrors(invalid)
    await run(async () => {
      onAdded(await addAddress({ label: values.label.trim(), address: values.address.trim(), phone: values.phone.trim() }))
      toast.success(`${values.label.trim()} saved to your addresses.`)
    })
  }

  return (
    <form className="form address-form" onSubmit={submit} noValidate aria-label="Add an address">
      <Input label="Label" name="label" value={values.label} onChange={(e) => change('label', e.target.value)} error={errors.label} hint="How you'll pick it at checkout, e.g. Main warehouse." disabled={busy} />
      <Textarea label="Address" name="address" autoComplete="street-address" rows={3} value={values.address} onChange={(e) => change('address', e.target.value)} error={errors.address} disabled={busy} />
      <Input label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => change('phone', e.target.value)} error={errors.phone} disabled={busy} />
      <div className="form__actions">
        <Button type="submit" loading={busy}>
          Save address
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
