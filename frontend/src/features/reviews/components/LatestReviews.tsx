import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { HOME_REVIEW_COUNT } from '@/config/constants'
import { reviewsQuery } from '../api/reviewsApi'
import { ReviewCard, ReviewGridSkeleton } from './ReviewCard'
import '../reviews.css'

// The home page shows the 6 newest reviews here.
export default function LatestReviews() {
  const reviews = useQuery(reviewsQuery(1, HOME_REVIEW_COUNT))
  const items = reviews.data?.items ?? []
  return (
    <section className="section container" aria-labelledby="latest-reviews-title">
      <div className="section__head">
        <h2 id="latest-reviews-title">What buyers say</h2>
        <Link className="link-arrow" to="/reviews">
          All reviews →
        </Link>
      </div>
      {reviews.isLoading && <ReviewGridSkeleton count={HOME_REVIEW_COUNT} />}
      {reviews.error && <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />}
      {reviews.data && items.length === 0 && (
        // not "No reviews yet": the band above counts the feedback buyers gave before the shop was online
        <EmptyState icon="star" title="Be the first to review the online shop" action={<Link className="btn btn--primary btn--md" to="/dashboard/addReviews">Write the first review</Link>}>
          Ordered through Pallet online? Tell other buyers how it went, with a photo of the delivery.
        </EmptyState>
      )}
      {items.length > 0 && (
        <div className="review-grid">
          {items.slice(0, HOME_REVIEW_COUNT).map((review) => (
            <ReviewCard key={review.id} review={review} compact />
          ))}
        </div>
      )}
    </section>
  )
}
