import { formatDateTime } from '@/lib/dates'
import type { Booking } from '@/lib/types'

/** Why a company order can't be paid yet, or why it never will be. */
export function ApprovalState({ booking }: { booking: Booking }) {
  const company = booking.company?.name ?? 'your company'
  if (booking.status === 'pending_approval') {
    return (
      <p className="order-approval order-approval--pending" role="status">
        <strong>Waiting for approval.</strong> The order is above its buyer&apos;s spending limit, so an admin or approver of {company} approves it before it can be paid.
        {booking.expiresAt && ` Its stock is held until ${formatDateTime(booking.expiresAt)}.`}
      </p>
    )
  }
  if (booking.status === 'rejected') {
    return (
      <p className="order-approval order-approval--rejected" role="status">
        <strong>Rejected by {company}.</strong> {booking.rejectionReason ? `Reason: ${booking.rejectionReason}` : 'Its stock is back on sale.'}
      </p>
    )
  }
  return null
}
