import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { keepMyCompany } from '@/lib/myCompany'
import type { CompanyAccount } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { updateCompany } from '../api/companyApi'

export const DETAILS_SAVED_TOAST = 'Company details saved. New orders and invoices use them.'
type Field = 'name' | 'vatId' | 'billingAddress' | 'poRequired'

interface DetailsProps {
  company: CompanyAccount
  editable: boolean
}

/** The company's name, VAT id, billing address and PO rule: a form for admins, facts for the others. */
export function CompanyDetails({ company, editable }: DetailsProps) {
  return (
    <section className="panel company-section" aria-labelledby="details-title">
      <h2 id="details-title" className="company-section__title">
        Details
      </h2>
      {editable ? <DetailsForm company={company} /> : <DetailsFacts company={company} />}
      <TermsFacts company={company} />
    </section>
  )
}

function DetailsForm({ company }: { company: CompanyAccount }) {
  const [values, setValues] = useState({ name: company.name, vatId: company.vatId, billingAddress: company.billingAddress })
  const [poRequired, setPoRequired] = useState(company.poRequired)
  const { errors, setErrors, busy, run, clearError } = useSubmit<Field>()

  function change(field: keyof typeof values, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    clearError(field)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const name = values.name.trim()
    if (!name) return setErrors({ name: 'Company name is Required' })
    await run(async () => {
      keepMyCompany(await updateCompany({ name, vatId: values.vatId.trim(), billingAddress: values.billingAddress.trim(), poRequired }))
      toast.success(DETAILS_SAVED_TOAST)
    })
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Company details">
      <div className="form__grid">
        <Input label="Company name" name="name" autoComplete="organization" value={values.name} onChange={(e) => change('name', e.target.value)} error={errors.name} disabled={busy} />
        <Input label="VAT id" name="vatId" value={values.vatId} onChange={(e) => change('vatId', e.target.value)} error={errors.vatId} disabled={busy} hint="Printed on every member's invoices." />
      </div>
      <Textarea label="Billing address" name="billingAddress" autoComplete="street-address" rows={3} value={values.billingAddress} onChange={(e) => change('billingAddress', e.target.value)} error={errors.billingAddress} disabled={busy} />
      <label className="check">
        <input type="checkbox" name="poRequired" checked={poRequired} onChange={(e) => setPoRequired(e.target.checked)} disabled={busy} /> PO number required: every checkout must give one
      </label>
      {errors.poRequired && <p className="field__error">{errors.poRequired}</p>}
      <div className="form__actions">
        <Button type="submit" loading={busy}>
          Save details
        </Button>
      </div>
    </form>
  )
}

function DetailsFacts({ company }: { company: CompanyAccount }) {
  return (
    <dl className="company-facts">
      <div>
        <dt>Name</dt>
        <dd>{company.name}</dd>
      </div>
      <div>
        <dt>VAT id</dt>
        <dd>{company.vatId || <span className="muted">None</span>}</dd>
      </div>
      <div>
        <dt>Billing address</dt>
        <dd className="company-facts__address">{company.billingAddress || <span className="muted">None</span>}</dd>
      </div>
      <div>
        <dt>PO number</dt>
        <dd>{company.poRequired ? 'Required at checkout' : 'Optional'}</dd>
      </div>
    </dl>
  )
}

/** What the shop granted the company; only the shop's admins change it. */
function TermsFacts({ company }: { company: CompanyAccount }) {
  const { invoiceTerms, netDays, taxExempt } = company.terms
  return (
    <p className="muted company-terms">
      Terms from Pallet: {invoiceTerms ? `pay by invoice, net ${netDays} days` : 'pay by card'}
      {taxExempt ? '; tax exempt' : ''}.
    </p>
  )
}
