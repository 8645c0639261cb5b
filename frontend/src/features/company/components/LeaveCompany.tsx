import { useState } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { toApiError } from '@/lib/api'
import { keepMyCompany } from '@/lib/myCompany'
import type { CompanyAccount } from '@/lib/types'
import { removeMember } from '../api/companyApi'
import { isLastAdmin } from './companyModel'

/** A member leaves the company; the last admin is refused (409) until another member is admin. */
export function LeaveCompany({ company, userId }: { company: CompanyAccount; userId: string }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const me = company.members.find((member) => member.userId === userId)

  async function leave() {
    setBusy(true)
    setError('')
    try {
      await removeMember(userId)
      keepMyCompany(null)
      toast.success(`You left ${company.name}`)
    } catch (err) {
      const message = toApiError(err).message
      setError(message)
      toast.error(message)
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }

  return (
    <section className="panel company-section" aria-labelledby="leave-title">
      <h2 id="leave-title" className="company-section__title">
        Leave {company.name}
      </h2>
      <p className="muted">Your account and your orders stay; you no longer buy at the company&apos;s prices and terms.</p>
      {me && isLastAdmin(company, me) && <p className="muted">You are its only admin: make another member an admin before you leave.</p>}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <Button variant="danger" onClick={() => setAsking(true)}>
        Leave company
      </Button>
      {asking && (
        <ConfirmDialog confirmLabel="Leave company" cancelLabel="Stay" busy={busy} onConfirm={() => void leave()} onCancel={() => setAsking(false)}>
          <p>Leave {company.name}? To join again you need a new invitation.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
