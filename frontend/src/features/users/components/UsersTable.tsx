import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import type { User } from '@/lib/types'

const joinedFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

interface UsersTableProps {
  users: User[]
  currentUserId: string | undefined
  promotingId: string | null
  onMakeAdmin: (user: User) => void
  onRemove: (user: User) => void
}

/** All users with their role; zebra rows, stacked cards on a phone. */
export function UsersTable({ users, currentUserId, promotingId, onMakeAdmin, onRemove }: UsersTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table--stack users-table">
        <caption className="visually-hidden">All users</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
                  {user.isAdmin ? (
                    <Badge tone="info">Admin</Badge>
                  ) : (
                    <Button size="sm" loading={promotingId === user.id} onClick={() => onMakeAdmin(user)} aria-label={`Make ${label} an admin`}>
                      Make Admin
                    </Button>
                  )}
                </td>
                <td data-label="Joined" className="num">
                  {formatJoined(user.createdAt)}
                </td>
                <td className="table__actions">
                  {!self && (
                    <Button variant="danger" size="sm" onClick={() => onRemove(user)} aria-label={`Remove ${label}`}>
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function formatJoined(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : joinedFormat.format(date)
}
