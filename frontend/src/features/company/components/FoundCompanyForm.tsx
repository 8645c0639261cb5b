import type { FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { useCurrentUser } from '@/features/auth/stores/session'
import { keepMyCompany } from '@/lib/myCompany'
import { foundCompany } from '../api/companyApi'
import { useCompanyFields } from './useCompanyFields'

export const FOUNDED_TOAST = 'Company founded. You are its admin: invite the people who buy with you.'
export const VERIFY_FIRST = 'Confirm your email address first'

/** A verified buyer in no company founds one and becomes its admin. */
export function FoundCompanyForm() {
  const verified = useCurrentUser()?.emailVerified !== false
  const company = useCompanyFields({ name: '', vatId: '', billingAddress: '' })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = company.trimmed()
    if (!typed) return
    await company.run(async () => {
      keepMyCompany(await foundCompany({ name: typed.name, vatId: typed.vatId || undefined, billingAddress: typed.billingAddress || undefined }))
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
        {company.fields}
        <div className="form__actions">
          <Button type="submit" loading={company.busy} disabled={!verified}>
            Found company
          </Button>
        </div>
      </form>
    </section>
  )
}
