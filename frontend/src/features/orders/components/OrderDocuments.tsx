import { useState } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { toApiError } from '@/lib/api'
import { saveBlob } from '@/lib/download'
import type { Booking } from '@/lib/types'
import { downloadCreditNote, downloadInvoice } from '../api/ordersApi'

interface OrderDocument {
  label: string
  number: string | undefined
  fetch: (bookingId: string) => Promise<Blob>
}

/** The order's invoice and credit note as PDFs, once the shop has issued them. */
export function OrderDocuments({ booking }: { booking: Booking }) {
  const [busy, setBusy] = useState<string | null>(null)
  const documents: OrderDocument[] = [
    { label: 'Download invoice (PDF)', number: booking.invoiceNumber, fetch: downloadInvoice },
    { label: 'Download credit note (PDF)', number: booking.creditNoteNumber, fetch: downloadCreditNote },
  ]
  const issued = documents.filter((d) => d.number)
  if (issued.length === 0) return null

  async function download(file: OrderDocument) {
    setBusy(file.label)
    try {
      saveBlob(await file.fetch(booking.id), `${file.number}.pdf`)
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="order-detail__actions" aria-label="Documents" role="group">
      {issued.map((file) => (
        <Button key={file.label} variant="secondary" loading={busy === file.label} onClick={() => void download(file)}>
          {file.label}
        </Button>
      ))}
    </div>
  )
}
