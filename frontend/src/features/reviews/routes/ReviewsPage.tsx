import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { useCurrentUser } from '@/features/auth/stores/session'
import { reviewsQuery } from '../api/reviewsApi'
import { ReviewCard, ReviewGridSkeleton } from '../components/ReviewCard'
import { useReviewDeletion } from '../hooks/useReviewDeletion'
import '../reviews.css'

const PAGE_SIZE = 12

export default function ReviewsPage() {
  const isAdmin = Boolean(useCurrentUser()?.isAdmin)
  const [page, setPage] = useState(1)
  const reviews = useQuery(reviewsQuery(page, PAGE_SIZE))

  const deletion = useReviewDeletion()

  const list = reviews.data
  const items = list?.items ?? []
  return (
    <div className="container page">
      <header className="page-head">
        <h1>Reviews</h1>
        <p className="page-head__lead">What trade buyers say about ordering from Pallet. “Verified buyer” marks reviews from customers with a paid order.</p>
      </header>
      {reviews.isLoading && <ReviewGridSkeleton count={6} />}
      {reviews.error && <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />}
      {list && items.length === 0 && (
        <EmptyState icon="star" title="No reviews yet" action={<Link className="btn btn--primary btn--md" to="/dashboard/addReviews">Write a review</Link>}>
          Ordered from us? Share how it went: sign in and add a review with a photo from your dashboard.
        </EmptyState>
      )}
      {list && items.length > 0 && (
        <>
          <div className="review-grid">
            {items.map((review) => (
              <ReviewCard key={review.id} review={review} onDelete={isAdmin ? deletion.ask : undefined} />
            ))}
          </div>
          <Pagination page={list.page} total={list.total} limit={list.limit || PAGE_SIZE} onPage={setPage} label="Review pages" />
        </>
      )}
      {deletion.dialog}
    </div>
  )
}
