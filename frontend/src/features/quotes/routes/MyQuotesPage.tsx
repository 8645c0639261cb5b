import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { myQuotesQuery } from '../api/quotesApi'
import { QuotesTable } from '../components/QuotesTable'
import '../quotes.css'

// Route /dashboard/quotes: the buyer's requests for quote and the shop's offers.
export default function MyQuotesPage() {
  const [page, setPage] = useState(1)
  const quotes = useQuery(myQuotesQuery(page, ADMIN_PAGE_SIZE))
  const list = quotes.data
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>My Quotes</h1>
        <p className="muted">Open a quote to see the offer, then accept it as an order or decline it.</p>
      </header>
      {quotes.isLoading && <PageSkeleton label="Loading your quotes" />}
      {quotes.error && <ErrorState message={quotes.error.message} onRetry={() => void quotes.refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyState icon="document" title="No quotes yet" action={<Link className="btn btn--primary btn--md" to="/cart">Go to your cart</Link>}>
          Ask for a price on your whole cart, or on a product in larger quantities than its price table lists.
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <QuotesTable quotes={list.items} />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Quote pages" />
        </>
      )}
    </div>
  )
}
