import { toast } from 'react-toastify'
import { toApiError } from '@/lib/api'
import type { Role, User } from '@/lib/types'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { setUserRole } from '../api/usersApi'

export const MADE_ADMIN_TOAST = 'Successfully made an admin'
export const MAKE_ADMIN_FAILED_TOAST = 'Failed to Make an admin'

export interface RoleChange {
  user: User
  role: Role
}

export const nameOf = (user: User) => user.name || user.email

/**
 * Makes a user an admin, or an admin a customer again, once the "Are you sure?" dialog is
 * confirmed. A refusal (such as removing the shop's last admin) toasts the server's reason.
 */
export function useRoleChange(onChanged: (user: User) => void) {
  return useConfirmedAction(async ({ user, role }: RoleChange) => {
    try {
      onChanged(await setUserRole(user.id, role))
      toast.success(role === 'admin' ? MADE_ADMIN_TOAST : `${nameOf(user)} is no longer an admin`)
    } catch (err) {
      const error = toApiError(err)
      toast.error(role === 'admin' && error.status !== 409 ? MAKE_ADMIN_FAILED_TOAST : error.message)
    }
  })
}
