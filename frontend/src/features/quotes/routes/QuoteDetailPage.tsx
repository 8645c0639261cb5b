import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DownloadButton } from '@/components/ui/DownloadButton'
import { LoadedRecord } from '@/components/ui/LoadedRecord'
import { Modal } from '@/components/ui/Modal'
import { useCurrentUser } from '@/features/auth/stores/session'
import { formatDateTime } from '@/lib/dates'
import { shortId } from '@/lib/ids'
import type { Quote } from '@/lib/types'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { declineQuote, downloadQuotePdf, keepQuote, quoteQuery } from '../api/quotesApi'
import { AcceptQuoteForm } from '../components/AcceptQuoteForm'
import { OfferForm } from '../components/OfferForm'
import { QuoteFacts } from '../components/QuoteFacts'
import { QuoteHistory } from '../components/QuoteHistory'
import { QuoteLinesTable } from '../components/QuoteLinesTable'
import { QuoteStatusBadge } from '../components/QuoteStatusBadge'
import '../quotes.css'

// Route /dashboard/quotes/:id: one quote, for its buyer (who accepts or declines) and for admins.
export default function QuoteDetailPage() {
  const { id = '' } = useParams()
  const quote = useQuery(quoteQuery(id))

  return (
    <LoadedRecord
      query={quote}
      loadingLabel="Loading the quote"
      notFoundTitle="We couldn't find that quote"
      notFoundAction={<Link className="btn btn--primary btn--md" to="/dashboard/quotes">Go to My Quotes</Link>}
      notFoundText="It may belong to another account. Open your quotes from My Quotes."
    >
      {(record) => <QuoteDetail quote={record} />}
    </LoadedRecord>
  )
}

function QuoteDetail({ quote }: { quote: Quote }) {
  const viewer = useCurrentUser()
  const owner = viewer?.email === quote.user
  return (
    <article className="quote-detail" aria-labelledby="quote-title">
      <header className="dash-page__head">
        <h1 id="quote-title">Quote {shortId(quote.id)}</h1>
        <QuoteStatusBadge status={quote.status} />
        <p className="muted">{statusLine(quote)}</p>
      </header>
      {owner && <BuyerActions quote={quote} />}
      {!owner && viewer?.isAdmin && <AdminActions quote={quote} />}
      {quote.validUntil && (
        <div className="quote-detail__actions">
          <DownloadButton fetchFile={() => downloadQuotePdf(quote.id)} filename={`quote-${shortId(quote.id).replace('#', '')}.pdf`}>
            Download PDF
          </DownloadButton>
        </div>
      )}
      <QuoteLinesTable lines={quote.lines} />
      <div className="quote-detail__columns">
        <section className="panel" aria-labelledby="quote-details-title">
          <h2 id="quote-details-title" className="quote-detail__title">
            Details
          </h2>
          <QuoteFacts quote={quote} />
        </section>
        <section className="panel" aria-labelledby="quote-history-title">
          <h2 id="quote-history-title" className="quote-detail__title">
            History
          </h2>
          <QuoteHistory events={quote.history} />
        </section>
      </div>
    </article>
  )
}

function statusLine(quote: Quote): string {
  switch (quote.status) {
    case 'requested':
      return 'We are preparing an offer; it appears here.'
    case 'offered':
      return quote.validUntil ? `The offer is valid until ${formatDateTime(quote.validUntil)}.` : 'The offer is ready.'
    case 'expired':
      return 'The offer has expired. Request a new quote from your cart or the product page.'
    case 'accepted':
      return 'You accepted the offer; it is now an order.'
    default:
      return 'This quote is closed.'
  }
}

/** Make an offer, for an admin who opened a request from the Quotes list. */
function AdminActions({ quote }: { quote: Quote }) {
  const [offering, setOffering] = useState(false)
  if (quote.status !== 'requested') return null
  return (
    <div className="quote-detail__actions">
      <Button onClick={() => setOffering(true)}>Make an offer</Button>
      {offering && (
        <Modal title={`Offer for quote ${shortId(quote.id)}`} onClose={() => setOffering(false)} size="lg">
          <OfferForm
            quote={quote}
            onCancel={() => setOffering(false)}
            onOffered={(offered) => {
              setOffering(false)
              keepQuote(offered)
            }}
          />
        </Modal>
      )}
    </div>
  )
}

/** Accept (an open offer) and Decline (a request or an offer), for the buyer who asked. */
function BuyerActions({ quote }: { quote: Quote }) {
  const [accepting, setAccepting] = useState(false)
  const decline = useConfirmedAction(async (q: Quote) => {
    keepQuote(await declineQuote(q.id))
    toast.success('Quote declined.')
  })
  if (quote.status !== 'requested' && quote.status !== 'offered') return null
  return (
    <div className="quote-detail__actions">
      {quote.status === 'offered' && <Button onClick={() => setAccepting(true)}>Accept offer</Button>}
      <Button variant="secondary" onClick={() => decline.ask(quote)}>
        Decline
      </Button>
      {accepting && (
        <Modal title="Accept the offer" onClose={() => setAccepting(false)} size="lg">
          <AcceptQuoteForm quote={quote} onCancel={() => setAccepting(false)} />
        </Modal>
      )}
      {decline.pending && (
        <ConfirmDialog confirmLabel="Decline quote" cancelLabel="Keep quote" busy={decline.busy} onConfirm={() => void decline.confirm()} onCancel={decline.dismiss}>
          <p>Decline this quote? To order these lines later you would need to ask for a new one.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
