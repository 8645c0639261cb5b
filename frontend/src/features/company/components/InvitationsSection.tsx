import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { ErrorState } from '@/components/ui/ErrorState'
import { Input } from '@/components/ui/Input'
import { SkeletonText } from '@/components/ui/Skeleton'
import { formatDate } from '@/lib/dates'
import { formatSpendingLimit, ROLE_LABELS } from '@/lib/myCompany'
import { queryClient } from '@/lib/queryClient'
import type { CompanyRole, Invitation } from '@/lib/types'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { useSubmit } from '@/lib/useSubmit'
import { invitationsQuery, invite, withdrawInvitation } from '../api/companyApi'
import { parseSpendingLimit } from './companyModel'
import { RoleSelect } from './MemberDialog'

const COLUMNS: Column[] = [{ label: 'Email' }, { label: 'Role' }, { label: 'Spending limit', numeric: true }, { label: 'Link valid until' }]

/** Admins invite people by email and see who hasn't joined yet. */
export function InvitationsSection() {
  const invitations = useQuery(invitationsQuery)
  const withdrawal = useConfirmedAction(async (invitation: Invitation) => {
    await withdrawInvitation(invitation.id)
    await queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey })
    toast.success(`Invitation to ${invitation.email} withdrawn; its link no longer works`)
  })
  const open = invitations.data?.items ?? []

  return (
    <section className="panel company-section" aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="company-section__title">
        Invitations
      </h2>
      <InviteForm />
      <h3 className="company-section__subtitle">Not joined yet</h3>
      {invitations.isLoading && <SkeletonText lines={2} />}
      {invitations.error && <ErrorState message={invitations.error.message} onRetry={() => void invitations.refetch()} />}
      {invitations.data && open.length === 0 && <p className="muted">Everyone you invited has joined. Invite someone above.</p>}
      {open.length > 0 && (
        <DataTable caption="Open invitations" columns={COLUMNS} className="invitations-table">
          {open.map((invitation) => (
            <tr key={invitation.id}>
              <th scope="row" data-label="Email">
                {invitation.email}
              </th>
              <td data-label="Role">{ROLE_LABELS[invitation.role]}</td>
              <td data-label="Spending limit" className="num-col num">
                {formatSpendingLimit(invitation.spendingLimitCents)}
              </td>
              <td data-label="Link valid until" className="num">
                {formatDate(invitation.expiresAt)}
              </td>
              <td className="table__actions">
                <Button variant="danger" size="sm" onClick={() => withdrawal.ask(invitation)} aria-label={`Withdraw the invitation to ${invitation.email}`}>
                  Withdraw
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {withdrawal.pending && (
        <ConfirmDialog confirmLabel="Withdraw" cancelLabel="Keep invitation" busy={withdrawal.busy} onConfirm={withdrawal.confirm} onCancel={withdrawal.dismiss}>
          <p>Withdraw the invitation to {withdrawal.pending.email}? The link we mailed stops working.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}

type Field = 'email' | 'role' | 'spendingLimitCents'

function InviteForm() {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<CompanyRole>('buyer')
  const [limit, setLimit] = useState('')
  const { errors, setErrors, busy, run, clearError } = useSubmit<Field>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    const parsed = parseSpendingLimit(limit)
    const found: Partial<Record<Field, string>> = {}
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) found.email = 'Enter an email address, such as name@company.com'
    if ('error' in parsed) found.spendingLimitCents = parsed.error
    if (Object.keys(found).length > 0 || 'error' in parsed) return setErrors(found)
    const sent = await run(async () => {
      const invitation = await invite({ email: address, role, spendingLimitCents: parsed.cents ?? undefined })
      await queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey })
      toast.success(`Invitation sent to ${invitation.email}. The link is valid for 7 days.`)
    })
    if (sent) {
      setEmail('')
      setLimit('')
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Invite someone">
      <div className="form__grid">
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value)
            clearError('email')
          }}
          error={errors.email}
          disabled={busy}
        />
        <RoleSelect value={role} onChange={setRole} error={errors.role} />
      </div>
      <Input
        label="Spending limit ($, optional)"
        name="spendingLimit"
        inputMode="decimal"
        value={limit}
        onChange={(e) => {
          setLimit(e.target.value)
          clearError('spendingLimitCents')
        }}
        error={errors.spendingLimitCents}
        disabled={busy}
        hint="Orders above it need approval. Leave it empty for no limit."
      />
      <div className="form__actions">
        <Button type="submit" loading={busy}>
          Send invitation
        </Button>
      </div>
    </form>
  )
}
