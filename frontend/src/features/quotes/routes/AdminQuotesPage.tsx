import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/Button'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Select } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { shortId } from '@/lib/ids'
import type { Quote, QuoteStatus } from '@/lib/types'
import { adminQuotesQuery, keepQuote } from '../api/quotesApi'
import { OfferForm } from '../components/OfferForm'
import { QUOTE_STATUSES, quoteStatusLabel } from '../components/QuoteStatusBadge'
import { QuotesTable } from '../components/QuotesTable'
import '../quotes.css'

// Route /dashboard/admin-quotes (admin): requests for quote, answered with an offer.
export default function AdminQuotesPage() {
  const [status, setStatus] = useState<QuoteStatus | ''>('requested')
  const [page, setPage] = useState(1)
  const quotes = useQuery(adminQuotesQuery(status, page, ADMIN_PAGE_SIZE))
  const [offering, setOffering] = useState<Quote | null>(null)
  const list = quotes.data

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Quotes</h1>
        <p className="muted">Answer requests with a price per piece for each line; the buyer can accept the offer until it expires.</p>
      </header>
      <div className="quotes-filter">
        <Select
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as QuoteStatus | '')
            setPage(1)
          }}
        >
          <option value="">All statuses</option>
          {QUOTE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {quoteStatusLabel(s)}
            </option>
          ))}
        </Select>
      </div>
      {quotes.isLoading && <PageSkeleton label="Loading quotes" />}
      {quotes.error && <ErrorState message={quotes.error.message} onRetry={() => void quotes.refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyState icon="document" title={status ? `No ${quoteStatusLabel(status).toLowerCase()} quotes` : 'No quotes yet'}>
          {status ? 'Choose “All statuses” to see every quote.' : 'Buyers ask for quotes from their cart or a product page.'}
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <QuotesTable
            quotes={list.items}
            showBuyer
            renderActions={(quote) =>
              quote.status === 'requested' && (
                <Button size="sm" onClick={() => setOffering(quote)} aria-label={`Make an offer for quote ${shortId(quote.id)}`}>
                  Make an offer
                </Button>
              )
            }
          />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Quote pages" />
        </>
      )}
      {offering && (
        <Modal title={`Offer for quote ${shortId(offering.id)}`} onClose={() => setOffering(null)} size="lg">
          <OfferForm
            quote={offering}
            onCancel={() => setOffering(null)}
            onOffered={(offered) => {
              setOffering(null)
              keepQuote(offered)
            }}
          />
        </Modal>
      )}
    </div>
  )
}
