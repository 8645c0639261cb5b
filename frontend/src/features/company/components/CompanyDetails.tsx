import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { keepMyCompany } from '@/lib/myCompany'
import type { CompanyAccount } from '@/lib/types'
import { updateCompany } from '../api/companyApi'
import { useCompanyFields } from './useCompanyFields'

export const DETAILS_SAVED_TOAST = 'Company details saved. New orders and invoices use them.'

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
  const details = useCompanyFields({ name: company.name, vatId: company.vatId, billingAddress: company.billingAddress })
  const [poRequired, setPoRequired] = useState(company.poRequired)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = details.trimmed()
    if (!typed) return
    await details.run(async () => {
      keepMyCompany(await updateCompany({ ...typed, poRequired }))
      toast.success(DETAILS_SAVED_TOAST)
    })
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Company details">
      {details.fields}
      <label className="check">
        <input type="checkbox" name="poRequired" checked={poRequired} onChange={(e) => setPoRequired(e.target.checked)} disabled={details.busy} /> PO number required: every checkout must give one
      </label>
      {details.errors.poRequired && <p className="field__error">{details.errors.poRequired}</p>}
      <div className="form__actions">
        <Button type="submit" loading={details.busy}>
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
