import { DownloadButton } from '@/components/ui/DownloadButton'
import type { Booking } from '@/lib/types'
import { downloadCreditNote, downloadInvoice } from '../api/ordersApi'

interface OrderDocument {
  label: string
  number: string | undefined
  fetch: (bookingId: string) => Promise<Blob>
}

/** The order's invoice and credit note as PDFs, once the shop has issued them: buttons for the order's toolbar. */
export function OrderDocuments({ booking }: { booking: Booking }) {
  const documents: OrderDocument[] = [
    { label: 'Download invoice (PDF)', number: booking.invoiceNumber, fetch: downloadInvoice },
    { label: 'Download credit note (PDF)', number: booking.creditNoteNumber, fetch: downloadCreditNote },
  ]
  const issued = documents.filter((d) => d.number)
  // an unpaid invoice is paid by bank transfer from its PDF: that download is the order's main action
  const toPay = booking.paymentMethod === 'invoice' && booking.status === 'unpaid'
  if (issued.length === 0) return null

  return (
    <>
      {issued.map((file) => (
        <DownloadButton key={file.label} variant={toPay && file.fetch === downloadInvoice ? 'primary' : 'secondary'} fetchFile={() => file.fetch(booking.id)} filename={`${file.number}.pdf`}>
          {file.label}
        </DownloadButton>
      ))}
    </>
  )
}
