import { useEffect, useState } from 'react'
import { useCurrentUser } from '@/features/auth/stores/session'
import { latestBooking } from '../api/cartApi'
import type { CheckoutValues } from './checkoutModel'

/**
 * The checkout form's values: the account's name, and the address and phone of the buyer's
 * newest order once it arrives (unless they have started typing them).
 */
export function useCheckoutPrefill() {
  const user = useCurrentUser()
  const state = useState<CheckoutValues>({ clientName: user?.name ?? '', address: '', phone: '', poNumber: '', note: '' })
  const setValues = state[1]
  useEffect(() => {
    const controller = new AbortController()
    latestBooking(controller.signal).then(
      (booking) => {
        if (!booking || controller.signal.aborted) return
        setValues((v) => ({ ...v, address: v.address || booking.address, phone: v.phone || booking.phone }))
      },
      () => {
        // no earlier order to copy from: the buyer types the address
      },
    )
    return () => controller.abort()
  }, [setValues])
  return state
}
