import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { SampleSellerNotice } from '@/components/ui/SampleSellerNotice'
import { MAX_NET_DAYS, MIN_NET_DAYS, netDaysError } from '@/lib/terms'
import type { CompanyAccount, Terms } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { keepAdminCompany, setCompanyTerms } from '../api/companiesApi'

/** The shop's grant to a company: pay by invoice with net days, and tax exemption, for every member. */
export function CompanyTermsForm({ company }: { company: CompanyAccount }) {
  const [invoiceTerms, setInvoiceTerms] = useState(company.terms.invoiceTerms)
  const [netDays, setNetDays] = useState(String(company.terms.netDays))
  const [taxExempt, setTaxExempt] = useState(company.terms.taxExempt)
  const { errors, setErrors, busy, run } = useSubmit<keyof Terms>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = netDaysError(netDays)
    if (invalid) return setErrors({ netDays: invalid })
    await run(async () => {
      keepAdminCompany(await setCompanyTerms(company.id, { invoiceTerms, netDays: Number(netDays), taxExempt }))
      toast.success(`Terms saved for ${company.name}`)
    })
  }

  return (
    <section className="panel company-admin__section" aria-labelledby="terms-title">
      <h2 id="terms-title" className="company-admin__title">
        Terms
      </h2>
      <form className="form" onSubmit={submit} noValidate aria-label="Company terms">
        {invoiceTerms && <SampleSellerNotice />}
        <label className="check">
          <input type="checkbox" name="invoiceTerms" checked={invoiceTerms} onChange={(e) => setInvoiceTerms(e.target.checked)} disabled={busy} /> Pay by invoice
        </label>
        <Input label="Net days" name="netDays" inputMode="numeric" value={netDays} onChange={(e) => setNetDays(e.target.value)} error={errors.netDays} disabled={busy} hint={`Days from the order to the invoice's due date, ${MIN_NET_DAYS} to ${MAX_NET_DAYS}.`} />
        <label className="check">
          <input type="checkbox" name="taxExempt" checked={taxExempt} onChange={(e) => setTaxExempt(e.target.checked)} disabled={busy} /> Tax exempt
        </label>
        <div className="form__actions">
          <Button type="submit" loading={busy}>
            Save terms
          </Button>
        </div>
      </form>
    </section>
  )
}
