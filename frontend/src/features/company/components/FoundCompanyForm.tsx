import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { useCurrentUser } from '@/features/auth/stores/session'
import { keepMyCompany } from '@/lib/myCompany'
import { useSubmit } from '@/lib/useSubmit'
import { foundCompany } from '../api/companyApi'

export const FOUNDED_TOAST = 'Company founded. You are its admin: invite the people who buy with you.'
export const VERIFY_FIRST = 'Confirm your email address first'
type Field = 'name' | 'vatId' | 'billingAddress'

/** A verified buyer in no company founds one and becomes its admin. */
export function FoundCompanyForm() {
  const verified = useCurrentUser()?.emailVerified !== false
  const [values, setValues] = useState<Record<Field, string>>({ name: '', vatId: '', billingAddress: '' })
  const { errors, setErrors, busy, run, clearError } = useSubmit<Field>()

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    clearError(field)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const name = values.name.trim()
    if (!name) return setErrors({ name: 'Company name is Required' })
    await run(async () => {
      keepMyCompany(await foundCompany({ name, vatId: values.vatId.trim() || undefined, billingAddress: values.billingAddress.trim() || undefined }))
      toast.success(FOUNDED_TOAST)
    })
  }

  return (
    <section className="panel company-section" aria-labelledby="found-title">
      <h2 id="found-title" className="company-section__title">
        Found a company
      </h2>
      <p className="muted">Buy together with your colleagues: share the company&apos;s details, terms and prices, set spending limits and approve large orders.</p>
      {!verified && (
        <p className="form__error" role="status">
          {VERIFY_FIRST}: open the link we mailed you, then found your company.
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate aria-label="Found a company">
        <div className="form__grid">
          <Input label="Company name" name="name" autoComplete="organization" value={values.name} onChange={(e) => change('name', e.target.value)} error={errors.name} disabled={busy} required />
          <Input label="VAT id (optional)" name="vatId" value={values.vatId} onChange={(e) => change('vatId', e.target.value)} error={errors.vatId} disabled={busy} />
        </div>
        <Textarea label="Billing address (optional)" name="billingAddress" autoComplete="street-address" rows={3} value={values.billingAddress} onChange={(e) => change('billingAddress', e.target.value)} error={errors.billingAddress} disabled={busy} />
        <div className="form__actions">
          <Button type="submit" loading={busy} disabled={!verified}>
            Found company
          </Button>
        </div>
      </form>
    </section>
  )
}
