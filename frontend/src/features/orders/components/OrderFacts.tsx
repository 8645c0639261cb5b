import { formatDate, formatDateTime } from '@/lib/dates'
import type { Booking } from '@/lib/types'

const PAYMENT_METHODS: Record<Booking['paymentMethod'], string> = { card: 'Card', invoice: 'Invoice' }

interface Fact {
  label: string
  text: string | undefined
  /** ids shown in a monospace font */
  code?: boolean
}

function factsOf(booking: Booking): Fact[] {
  return [
    { label: 'Buyer', text: booking.user },
    { label: 'Company', text: booking.company?.name },
    { label: 'Client name', text: booking.clientName },
    { label: 'Address', text: booking.address },
    { label: 'Phone', text: booking.phone },
    { label: 'PO number', text: booking.poNumber },
    { label: 'Note', text: booking.note },
    { label: 'Payment', text: PAYMENT_METHODS[booking.paymentMethod] ?? booking.paymentMethod },
    { label: 'Paid', text: booking.paidAt ? formatDateTime(booking.paidAt) : '' },
    { label: 'Pay by', text: booking.status === 'unpaid' && booking.expiresAt ? formatDateTime(booking.expiresAt) : '' },
    { label: 'Due date', text: booking.dueDate ? formatDate(booking.dueDate) : '' },
    { label: 'Invoice number', text: booking.invoiceNumber },
    { label: 'Credit note number', text: booking.creditNoteNumber },
    { label: 'Bank reference', text: booking.paidReference, code: true },
    { label: 'Transaction id', text: booking.transactionId, code: true },
    { label: 'Tracking number', text: booking.trackingNumber, code: true },
  ]
}

/** Where and to whom the order ships, the buyer's references, and the payment and shipping ids. */
export function OrderFacts({ booking }: { booking: Booking }) {
  return (
    <dl className="order-facts">
      {factsOf(booking)
        .filter((fact) => fact.text)
        .map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.code ? <code className="order-state__code">{fact.text}</code> : fact.text}</dd>
          </div>
        ))}
    </dl>
  )
}
