import type { ReactNode } from 'react'
import { formatDate } from '@/lib/dates'
import { formatSpendingLimit, ROLE_LABELS } from '@/lib/myCompany'
import type { CompanyMember } from '@/lib/types'
import { Badge, type BadgeTone } from './Badge'
import { DataTable, type Column } from './DataTable'

const COLUMNS: Column[] = [{ label: 'Name' }, { label: 'Email' }, { label: 'Role' }, { label: 'Spending limit', numeric: true }, { label: 'Joined' }]
const ROLE_TONES: Record<CompanyMember['role'], BadgeTone> = { admin: 'info', approver: 'teal', buyer: 'neutral' }

interface CompanyMembersTableProps {
  members: CompanyMember[]
  /** marks the signed-in member's row "You" */
  myUserId?: string
  /** each row's buttons; without it the table has no actions column */
  renderActions?: (member: CompanyMember) => ReactNode
}

/** A company's members with their role and the limit above which their orders need approval. */
export function CompanyMembersTable({ members, myUserId, renderActions }: CompanyMembersTableProps) {
  return (
    <DataTable caption="Members" columns={COLUMNS} className="members-table" actions={Boolean(renderActions)}>
      {members.map((member) => (
        <tr key={member.userId}>
          <th scope="row" data-label="Name">
            {member.name || <span className="muted">No name</span>}
            {member.userId === myUserId && <span className="tag members-table__you">You</span>}
          </th>
          <td data-label="Email">{member.email}</td>
          <td data-label="Role">
            <Badge tone={ROLE_TONES[member.role]}>{ROLE_LABELS[member.role]}</Badge>
          </td>
          <td data-label="Spending limit" className="num-col num">
            {formatSpendingLimit(member.spendingLimitCents)}
          </td>
          <td data-label="Joined" className="num">
            {formatDate(member.joinedAt)}
          </td>
          {renderActions && <td className="table__actions">{renderActions(member)}</td>}
        </tr>
      ))}
    </DataTable>
  )
}
