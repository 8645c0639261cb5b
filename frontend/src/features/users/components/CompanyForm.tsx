import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import type { Company } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { updateCompany } from '../api/accountApi'

export const COMPANY_SAVED_TOAST = 'Company details saved. New invoices use them.'

type Field = keyof Company

/** The company invoices are made out to: name, VAT id and billing address; PUT /api/me/company. */
export function CompanyForm({ company, onSaved }: { company: Company; onSaved: (company: Company) => void }) {
  const [values, setValues] = useState<Company>(company)
  const { errors, busy, run, clearError } = useSubmit<Field>()

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    clearError(field)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed: Company = { companyName: values.companyName.trim(), vatId: values.vatId.trim(), billingAddress: values.billingAddress.trim() }
    await run(async () => {
      onSaved(await updateCompany(trimmed))
      toast.success(COMPANY_SAVED_TOAST)
    })
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Company">
      <div className="form__grid">
        <Input label="Company name" name="companyName" autoComplete="organization" value={values.companyName} onChange={(e) => change('companyName', e.target.value)} error={errors.companyName} disabled={busy} />
        <Input label="VAT id" name="vatId" value={values.vatId} onChange={(e) => change('vatId', e.target.value)} error={errors.vatId} disabled={busy} hint="Printed on your invoices, e.g. GB123456789." />
      </div>
      <Textarea label="Billing address" name="billingAddress" autoComplete="street-address" rows={3} value={values.billingAddress} onChange={(e) => change('billingAddress', e.target.value)} error={errors.billingAddress} disabled={busy} />
      <div className="form__actions">
        <Button type="submit" loading={busy}>
          Save company
        </Button>
      </div>
    </form>
  )
}
