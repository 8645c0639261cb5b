import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatDate } from '@/lib/dates'
import type { Terms, User } from '@/lib/types'

interface UsersTableProps {
  users: User[]
  currentUserId: string | undefined
  promotingId: string | null
  onMakeAdmin: (user: User) => void
  onRemove: (user: User) => void
  onTerms: (user: User) => void
}

const COLUMNS: Column[] = [{ label: 'Name' }, { label: 'Email' }, { label: 'Role' }, { label: 'Joined' }]

/** All users with their role; zebra rows, stacked cards on a phone. */
export function UsersTable({ users, currentUserId, promotingId, onMakeAdmin, onRemove, onTerms }: UsersTableProps) {
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
            <td data-label="Email" className="users-table__email">
              {user.email}
            </td>
            <td data-label="Role">
              <span className="users-table__role">
                {user.isAdmin ? (
                  <Badge tone="info">Admin</Badge>
                ) : (
                  <Button size="sm" loading={promotingId === user.id} onClick={() => onMakeAdmin(user)} aria-label={`Make ${label} an admin`}>
                    Make Admin
                  </Button>
                )}
                <TermsTags terms={user.terms} />
              </span>
            </td>
            <td data-label="Joined" className="num">
              {formatDate(user.createdAt)}
            </td>
            <td className="table__actions">
              {!user.isAdmin && (
                <Button variant="secondary" size="sm" onClick={() => onTerms(user)} aria-label={`Terms for ${label}`}>
                  Terms
                </Button>
              )}
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

/** The terms an admin granted, so nobody has to open the dialog to see them. */
function TermsTags({ terms }: { terms: Terms | undefined }) {
  const tags = [terms?.invoiceTerms && `Invoice, net ${terms.netDays} days`, terms?.taxExempt && 'Tax exempt'].filter(Boolean)
  if (tags.length === 0) return null
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
