import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Truncate } from '@/components/ui/Truncate'
import { formatDate } from '@/lib/dates'
import type { Terms, User } from '@/lib/types'
import { termsTags } from './termsText'
import type { RoleChange } from './useRoleChange'

interface UsersTableProps {
  users: User[]
  currentUserId: string | undefined
  onRoleChange: (change: RoleChange) => void
  onRemove: (user: User) => void
  onTerms: (user: User) => void
}

const COLUMNS: Column[] = [{ label: 'Name' }, { label: 'Email' }, { label: 'Role' }, { label: 'Terms' }, { label: 'Joined' }]

/** All users: who they are, their role and terms as facts, and what an admin can do as buttons at the end. */
export function UsersTable({ users, currentUserId, onRoleChange, onRemove, onTerms }: UsersTableProps) {
  return (
    <DataTable caption="All users" columns={COLUMNS} className="users-table">
      {users.map((user) => {
        const self = user.id === currentUserId
        const label = user.name || user.email
        return (
          <tr key={user.id}>
            <th scope="row" data-label="Name">
              {user.name || <span className="muted">No name</span>}
              {self && <span className="tag users-table__you">You</span>}
            </th>
            <td data-label="Email">
              <Truncate text={user.email} className="users-table__email" />
            </td>
            <td data-label="Role">{user.isAdmin ? <Badge tone="info">Admin</Badge> : <Badge>Customer</Badge>}</td>
            <td data-label="Terms">{user.isAdmin ? <span className="muted">—</span> : <TermsTags terms={user.terms} />}</td>
            <td data-label="Joined" className="num users-table__joined">
              {formatDate(user.createdAt)}
            </td>
            <td className="table__actions users-table__actions">
              {!user.isAdmin && (
                <Button variant="secondary" size="sm" onClick={() => onTerms(user)} aria-label={`Terms for ${label}`}>
                  Set terms
                </Button>
              )}
              {!self && <RoleButton user={user} label={label} onRoleChange={onRoleChange} />}
              {!self && (
                <Button variant="danger" size="sm" onClick={() => onRemove(user)} aria-label={`Remove ${label}`}>
                  Remove
                </Button>
              )}
            </td>
          </tr>
        )
      })}
    </DataTable>
  )
}

function RoleButton({ user, label, onRoleChange }: { user: User; label: string; onRoleChange: (change: RoleChange) => void }) {
  return user.isAdmin ? (
    <Button variant="secondary" size="sm" onClick={() => onRoleChange({ user, role: 'customer' })} aria-label={`Remove admin rights from ${label}`}>
      Remove admin
    </Button>
  ) : (
    <Button variant="secondary" size="sm" onClick={() => onRoleChange({ user, role: 'admin' })} aria-label={`Make ${label} an admin`}>
      Make admin
    </Button>
  )
}

/** The terms an admin granted, so nobody has to open the dialog to see them. */
function TermsTags({ terms }: { terms: Terms | undefined }) {
  const tags = termsTags(terms)
  if (tags.length === 0) return <span className="muted">Card only</span>
  return (
    <span className="users-table__terms">
      {tags.map((tag) => (
        <span key={String(tag)} className="tag">
          {tag}
        </span>
      ))}
    </span>
  )
}
