import { useEffect } from 'react'
import { useSession } from '@/features/auth/stores/session'
import { useCart } from '../stores/cart'

/** Reads the cart when someone signs in and forgets it when they sign out. */
export function useCartSync() {
  const status = useSession((state) => state.status)
  const userId = useSession((state) => state.user?.id)
  useEffect(() => {
    if (status === 'signedIn') void useCart.getState().load()
    else if (status === 'anonymous') useCart.getState().clear()
  }, [status, userId])
}
