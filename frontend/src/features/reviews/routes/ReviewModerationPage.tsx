import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { Truncate } from '@/components/ui/Truncate'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { formatDate } from '@/lib/dates'
import { reviewsQuery } from '../api/reviewsApi'
import { Stars } from '../components/Stars'
import { useReviewDeletion } from '../hooks/useReviewDeletion'
import '../reviews.css'

const COLUMNS: Column[] = [{ label: 'Date' }, { label: 'Reviewer' }, { label: 'Rating' }, { label: 'Review' }, { label: 'Photo' }]

/** The admins' review moderation: every review newest first, each with Delete. */
export default function ReviewModerationPage() {
  const [page, setPage] = useState(1)
  const reviews = useQuery(reviewsQuery(page, ADMIN_PAGE_SIZE))
  const deletion = useReviewDeletion()
  const list = reviews.data
  const items = list?.items ?? []
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Reviews</h1>
        <p className="muted">
          Every review on the <Link to="/reviews">public reviews page</Link>, newest first. Delete one that breaks the rules; the audit log keeps who did.
        </p>
      </header>
      {reviews.isLoading && <PageSkeleton label="Loading reviews" />}
      {reviews.error && <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />}
      {list && items.length === 0 && (
        <EmptyState icon="star" title="No reviews yet">
          Reviews buyers add from their dashboard land here.
        </EmptyState>
      )}
      {items.length > 0 && (
        <>
          <DataTable caption="Reviews" columns={COLUMNS} className="review-table">
            {items.map((review) => (
              <tr key={review.id}>
                <td data-label="Date">{formatDate(review.createdAt)}</td>
                <td data-label="Reviewer">
                  {review.name} {review.verifiedBuyer && <Badge tone="success">Verified buyer</Badge>}
                </td>
                <td data-label="Rating">
                  <Stars rating={review.rating} size={14} />
                </td>
                <td data-label="Review">
                  <Truncate text={review.review} />
                </td>
                <td data-label="Photo">{review.img ? <a href={review.img} target="_blank" rel="noreferrer">View photo</a> : <span className="muted">None</span>}</td>
                <td className="table__actions">
                  <Button variant="danger" size="sm" onClick={() => deletion.ask(review)} aria-label={`Delete the review by ${review.name}`}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
          {list && <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Review pages" />}
        </>
      )}
      {deletion.dialog}
    </div>
  )
}
