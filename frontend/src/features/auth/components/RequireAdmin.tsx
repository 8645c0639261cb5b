import { useQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { toast } from 'react-toastify'
import { ErrorState } from '@/components/ui/ErrorState'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { getMe } from '../api/authApi'
import { useSession } from '../stores/session'

/**
 * Admin-only pages. The admin check asks the server afresh (a skeleton shows meanwhile);
 * a signed-in non-admin is signed out and sent to /login, so a customer's token never lingers on an admin page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  // asked afresh each time an admin page opens (gcTime 0: no earlier answer is shown meanwhile)
  const check = useQuery({ queryKey: ['/api/me', 'admin-check'], queryFn: ({ signal }) => getMe(signal), gcTime: 0 })
  if (check.isLoading) return <PageSkeleton label="Checking your access…" />
  if (check.data?.isAdmin) return children
  const refused = check.data || check.error?.status === 401 || check.error?.status === 403
  if (check.error && !refused) return <ErrorState message={check.error.message} onRetry={() => void check.refetch()} />
  return <SignOutToLogin />
}

// Kept for the log-in page, which says why the reader is there after the toast fades. Not
// navigation state: signing out makes the sign-in guard redirect again, without it.
const SENT_AWAY_KEY = 'pallet.sentAwayFromAdminPage'

/** Whether this tab was just sent from an admin page to log in; forget() clears it. */
export const adminPageRefusal = {
  happened: () => sessionStorage.getItem(SENT_AWAY_KEY) === '1',
  forget: () => sessionStorage.removeItem(SENT_AWAY_KEY),
}

function SignOutToLogin() {
  const signOut = useSession((state) => state.signOut)
  const location = useLocation()
  // before the redirect below (a passive effect) brings up the log-in page
  useLayoutEffect(() => sessionStorage.setItem(SENT_AWAY_KEY, '1'), [])
  useEffect(() => {
    toast.error('That page is for admins. Sign in with an admin account.', { toastId: 'admins-only' })
    void signOut()
  }, [signOut])
  return <Navigate to="/login" replace state={{ from: location }} />
}
