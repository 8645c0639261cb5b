import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { toast } from 'react-toastify'
import { ErrorState } from '@/components/ui/ErrorState'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { useApiQuery } from '@/lib/useApiQuery'
import { getMe } from '../api/authApi'
import { useSession } from '../stores/session'

/**
 * Admin-only pages. The admin check asks the server afresh (a skeleton shows meanwhile);
 * a signed-in non-admin is signed out and sent to /login (product-spec §4).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const check = useApiQuery('admin-check', (signal) => getMe(signal))
  if (check.loading) return <PageSkeleton label="Checking your access…" />
  if (check.data?.isAdmin) return children
  const refused = check.data || check.error?.status === 401 || check.error?.status === 403
  if (check.error && !refused) return <ErrorState message={check.error.message} onRetry={check.reload} />
  return <SignOutToLogin />
}

function SignOutToLogin() {
  const signOut = useSession((state) => state.signOut)
  const location = useLocation()
  useEffect(() => {
    toast.error('That page is for admins. Sign in with an admin account.', { toastId: 'admins-only' })
    void signOut()
  }, [signOut])
  return <Navigate to="/login" replace state={{ from: location }} />
}
