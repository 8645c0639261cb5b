import { Link } from 'react-router'
import { DownloadButton } from '@/components/ui/DownloadButton'
import { Price } from '@/components/ui/Price'
import type { Booking } from '@/lib/types'
import { downloadInvoice } from '../api/paymentsApi'
import { SUCCESS_TEXT } from './payFormProps'

/** What a paid order's payment page shows instead of the card form. */
export function PaymentReceipt({ booking }: { booking: Booking }) {
  return (
    <section className="receipt panel" aria-labelledby="receipt-title" role="status">
      <h2 id="receipt-title" className="receipt__title">
        {SUCCESS_TEXT}
      </h2>
      <dl className="summary receipt__facts">
        <div>
          <dt>Order</dt>
          <dd>
            <code className="receipt__ref">{booking.reference}</code>
          </dd>
        </div>
        {booking.poNumber && (
          <div>
            <dt>PO number</dt>
            <dd>{booking.poNumber}</dd>
          </div>
        )}
        <div>
          <dt>Amount paid</dt>
          <dd>
            <Price cents={booking.totalPriceCents} />
          </dd>
        </div>
      </dl>
      <p className="paid-notice__id">
        Your transaction id: <code>{booking.transactionId}</code>
      </p>
      <div className="receipt__next">
        <h3>What happens next</h3>
        <p>
          We pack your order on a pallet and email you the tracking number as soon as it ships. Your invoice is attached to the payment confirmation we
          just emailed, and you can download it here at any time.
        </p>
      </div>
      <div className="receipt__actions">
        <Link className="btn btn--primary btn--md" to={`/dashboard/orders/${booking.id}`}>
          See order {booking.reference}
        </Link>
        {booking.invoiceNumber && (
          <DownloadButton fetchFile={() => downloadInvoice(booking.id)} filename={`${booking.invoiceNumber}.pdf`}>
            Download invoice (PDF)
          </DownloadButton>
        )}
        <Link className="link-arrow" to="/dashboard/myOrders">
          Back to My Orders →
        </Link>
      </div>
    </section>
  )
}
