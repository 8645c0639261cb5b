import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { Input, Select } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { toApiError } from '@/lib/api'
import { COMPANY_ROLES, ROLE_LABELS } from '@/lib/myCompany'
import type { CompanyAccount, CompanyMember, CompanyRole } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { updateMember } from '../api/companyApi'
import { limitInputOf, parseSpendingLimit } from './companyModel'

interface MemberDialogProps {
  member: CompanyMember
  onSaved: (company: CompanyAccount) => void
  onClose: () => void
}

type Field = 'role' | 'spendingLimitCents'

/** An admin changes a member's role and spending limit (empty: no limit). */
export function MemberDialog({ member, onSaved, onClose }: MemberDialogProps) {
  const [role, setRole] = useState<CompanyRole>(member.role)
  const [limit, setLimit] = useState(limitInputOf(member.spendingLimitCents))
  const [formError, setFormError] = useState('')
  const { errors, setErrors, busy, run } = useSubmit<Field>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError('')
    const parsed = parseSpendingLimit(limit)
    if ('error' in parsed) return setErrors({ spendingLimitCents: parsed.error })
    await run(async () => {
      try {
        onSaved(await updateMember(member.userId, { role, spendingLimitCents: parsed.cents }))
      } catch (err) {
        setFormError(toApiError(err).message) // such as the 409 for demoting the last admin
        throw err
      }
    })
  }

  return (
    <Modal title={`${member.name || member.email}: role and limit`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label="Role and limit">
        <RoleSelect value={role} onChange={setRole} error={errors.role} />
        <Input label="Spending limit ($)" name="spendingLimit" inputMode="decimal" value={limit} onChange={(e) => setLimit(e.target.value)} error={errors.spendingLimitCents} hint="Orders above it need approval. Leave it empty for no limit." />
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  )
}

export function RoleSelect({ value, onChange, error }: { value: CompanyRole; onChange: (role: CompanyRole) => void; error?: string }) {
  return (
    <Select label="Role" name="role" value={value} onChange={(e) => onChange(e.target.value as CompanyRole)} error={error} hint="Admins manage the company; approvers approve orders; buyers order." data-autofocus>
      {COMPANY_ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </Select>
  )
}
