import { useMutation } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import { queryClient } from '@/lib/queryClient'
import type { RefundInput } from '@/lib/types'

/**
 * A refund changes the order's status and what is left to refund, its refunds list, the order
 * lists that show its status, and the sales figures, which net refunds out.
 */
export function refreshAfterRefund(bookingId: string): Promise<unknown> {
  const keys: unknown[][] = [['/api/bookings/{id}', bookingId], ['/api/bookings'], ['/api/admin/bookings'], ['/api/company/orders'], ['/api/admin/stats']]
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** The order desk refunds some of an order, by lines or by an amount, with a reason. */
export function useRefundBooking(bookingId: string) {
  return useMutation({
    mutationFn: (input: RefundInput) => dataOf(client.POST('/api/admin/bookings/{id}/refunds', { params: { path: { id: bookingId } }, body: input })),
    onSuccess: () => refreshAfterRefund(bookingId),
  })
}

/** One refund's credit note as a PDF. */
export function downloadRefundCreditNote(bookingId: string, refundId: string): Promise<Blob> {
  return dataOf(client.GET('/api/bookings/{id}/refunds/{refundId}/credit-note.pdf', { params: { path: { id: bookingId, refundId } }, parseAs: 'blob' }))
}
