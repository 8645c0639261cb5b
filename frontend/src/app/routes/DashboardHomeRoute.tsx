import { useCurrentUser } from '@/features/auth/stores/session'
import * as Lazy from './lazyPages'

/** The dashboard's landing: admins see the sales dashboard, customers their profile. */
export default function DashboardHomeRoute() {
  const user = useCurrentUser()
  return user?.isAdmin ? <Lazy.SalesDashboardPage /> : <Lazy.ProfilePage />
}
