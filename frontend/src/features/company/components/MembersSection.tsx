import { useState } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { CompanyMembersTable } from '@/components/ui/CompanyMembersTable'
import { keepMyCompany } from '@/lib/myCompany'
import { queryClient } from '@/lib/queryClient'
import type { CompanyAccount, CompanyMember } from '@/lib/types'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { removeMember } from '../api/companyApi'
import { MemberDialog } from './MemberDialog'

interface MembersProps {
  company: CompanyAccount
  myUserId: string | undefined
  /** admins change roles and limits and remove members */
  manage: boolean
}

const nameOf = (member: CompanyMember) => member.name || member.email

/** Who buys for the company, with their role and the limit above which their orders need approval. */
export function MembersSection({ company, myUserId, manage }: MembersProps) {
  const [editing, setEditing] = useState<CompanyMember | null>(null)
  const removal = useConfirmedAction(async (member: CompanyMember) => {
    await removeMember(member.userId)
    await queryClient.invalidateQueries({ queryKey: ['/api/company'], exact: true })
    toast.success(`${nameOf(member)} was removed from ${company.name}`)
  })

  return (
    <section className="panel company-section" aria-labelledby="members-title">
      <h2 id="members-title" className="company-section__title">
        Members
      </h2>
      <p className="muted">An order above a buyer&apos;s spending limit waits for an admin or approver to approve it.</p>
      <CompanyMembersTable
        members={company.members}
        myUserId={myUserId}
        renderActions={
          manage
            ? (member) => (
                <>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(member)} aria-label={`Change role or limit of ${nameOf(member)}`}>
                    Edit
                  </Button>
                  {member.userId !== myUserId && (
                    <Button variant="danger" size="sm" onClick={() => removal.ask(member)} aria-label={`Remove ${nameOf(member)}`}>
                      Remove
                    </Button>
                  )}
                </>
              )
            : undefined
        }
      />
      {editing && (
        <MemberDialog
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            keepMyCompany(saved)
            setEditing(null)
            toast.success(`Saved ${nameOf(editing)}'s role and limit`)
          }}
        />
      )}
      {removal.pending && (
        <ConfirmDialog confirmLabel="Remove" busy={removal.busy} onConfirm={removal.confirm} onCancel={removal.dismiss}>
          <p>
            Remove {nameOf(removal.pending)} ({removal.pending.email}) from {company.name}? They keep their account and their orders, but no longer buy for the company.
          </p>
        </ConfirmDialog>
      )}
    </section>
  )
}
