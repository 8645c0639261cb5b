import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { useSession } from '../stores/session'

/** Sends visitors who are not signed in to /login, remembering where they came from. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSession((state) => state.status)
  const location = useLocation()
  if (status === 'checking') return <PageSkeleton label="Checking your session…" />
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />
  return children
}
