import { queryOptions, useMutation } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import { queryClient } from '@/lib/queryClient'
import type { ReceiveInput, ReturnInput, ReturnRecord, ReturnStatus } from '@/lib/types'

const byId = (id: string) => ({ params: { path: { id } } })

/** The caller's returns (a company admin's: the company's too), newest first; bookingId keeps one order's. */
export function listMyReturns(bookingId: string, signal?: AbortSignal) {
  return dataOf(client.GET('/api/returns', { params: { query: { bookingId: bookingId || undefined } }, signal }))
}

export function listAdminReturns(status: ReturnStatus | '', page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/returns', { params: { query: { status: status || undefined, page, limit } }, signal }))
}

/** '' for every order's returns. */
export const myReturnsQuery = (bookingId = '') =>
  queryOptions({ queryKey: ['/api/returns', { bookingId }], queryFn: ({ signal }) => listMyReturns(bookingId, signal) })

export const adminReturnsQuery = (status: ReturnStatus | '', page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/admin/returns', { status, page, limit }], queryFn: ({ signal }) => listAdminReturns(status, page, limit, signal) })

/** Where received pieces can go back into stock (the same answer the warehouses page reads). */
export const warehousesQuery = queryOptions({
  queryKey: ['/api/admin/warehouses'],
  queryFn: ({ signal }) => dataOf(client.GET('/api/admin/warehouses', { signal })),
})

/**
 * A return that changed shows everywhere it is read: both return lists, and its order (what is
 * left to return; once refunded, the order's refunds and status, so the order lists too).
 */
export function refreshAfterReturn(bookingId: string, refunded = false): Promise<unknown> {
  const keys: unknown[][] = [['/api/returns'], ['/api/admin/returns'], ['/api/bookings/{id}', bookingId]]
  if (refunded) keys.push(['/api/bookings'], ['/api/admin/bookings'], ['/api/company/orders'])
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** The buyer (or their company's admin) asks to send back some of a delivered order's pieces. */
export function useRequestReturn(bookingId: string) {
  return useMutation({
    mutationFn: (input: ReturnInput) => dataOf(client.POST('/api/bookings/{id}/returns', { ...byId(bookingId), body: input })),
    onSuccess: () => refreshAfterReturn(bookingId),
  })
}

/** What the shop does with a return, one step at a time: requested → approved → received → refunded, or rejected. */
export type ReturnStep =
  | { step: 'approve'; instructions: string }
  | { step: 'reject'; reason: string }
  | { step: 'receive'; receive: ReceiveInput }
  | { step: 'refund' }

function takeStep(id: string, action: ReturnStep): Promise<ReturnRecord> {
  switch (action.step) {
    case 'approve':
      return dataOf(client.POST('/api/admin/returns/{id}/approve', { ...byId(id), body: { instructions: action.instructions } }))
    case 'reject':
      return dataOf(client.POST('/api/admin/returns/{id}/reject', { ...byId(id), body: { reason: action.reason } }))
    case 'receive':
      return dataOf(client.POST('/api/admin/returns/{id}/receive', { ...byId(id), body: action.receive }))
    case 'refund':
      return dataOf(client.POST('/api/admin/returns/{id}/refund', byId(id)))
  }
}

/** The shop's step on a return; the lists and the order read again after it. */
export function useReturnStep() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReturnStep }) => takeStep(id, action),
    onSuccess: (answer, { action }) => refreshAfterReturn(answer.bookingId, action.step === 'refund'),
  })
}
