import { useEffect, useState } from 'react'
import { client, dataOf } from './api'
import type { CheckoutValues } from './checkoutModel'
import type { Booking } from './types'

/** The buyer's newest order, to prefill where it shipped. */
async function latestBooking(signal?: AbortSignal): Promise<Booking | null> {
  const list = await dataOf(client.GET('/api/bookings', { params: { query: { page: 1, limit: 1 } }, signal }))
  return list.items[0] ?? null
}

/**
 * Where an order ships and the buyer's references, as form values: the given client name, and
 * the address and phone of the buyer's newest order once it arrives (unless they have started
 * typing them). Checkout and accepting a quote both start from these.
 */
export function useShippingPrefill(clientName: string) {
  const state = useState<CheckoutValues>({ clientName, address: '', phone: '', poNumber: '', note: '' })
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
