import { DownloadButton } from '@/components/ui/DownloadButton'
import type { Booking } from '@/lib/types'
import { downloadCreditNote, downloadInvoice } from '../api/ordersApi'

interface OrderDocument {
  label: string
  number: string | undefined
  fetch: (bookingId: string) => Promise<Blob>
}

/** The order's invoice and credit note as PDFs, once the shop has issued them. */
export function OrderDocuments({ booking }: { booking: Booking }) {
  const documents: OrderDocument[] = [
    { label: 'Download invoice (PDF)', number: booking.invoiceNumber, fetch: downloadInvoice },
    { label: 'Download credit note (PDF)', number: booking.creditNoteNumber, fetch: downloadCreditNote },
  ]
  const issued = documents.filter((d) => d.number)
  if (issued.length === 0) return null

  return (
    <div className="order-detail__actions" aria-label="Documents" role="group">
      {issued.map((file) => (
        <DownloadButton key={file.label} fetchFile={() => file.fetch(booking.id)} filename={`${file.number}.pdf`}>
          {file.label}
        </DownloadButton>
      ))}
    </div>
  )
}
