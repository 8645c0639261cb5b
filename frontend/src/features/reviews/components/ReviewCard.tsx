import { useState } from 'react'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { formatDate } from '@/lib/dates'
import type { Review } from '@/lib/types'
import { Stars } from './Stars'

const REVIEW_PHOTO_SIZES = '(max-width: 640px) 100vw, 400px'

interface ReviewCardProps {
  review: Review
  /** shorter text (home page) */
  compact?: boolean
  /** admins only */
  onDelete?: (review: Review) => void
}

export function ReviewCard({ review, compact = false, onDelete }: ReviewCardProps) {
  const [photoFailed, setPhotoFailed] = useState(false)
  const date = formatDate(review.createdAt)
  return (
    <article className={`review-card ${compact ? 'review-card--compact' : ''}`} aria-label={`Review by ${review.name}`}>
      <div className="frame frame--4x3 review-card__photo">
        {review.img && !photoFailed ? (
          <img src={review.img} srcSet={review.imgSrcset || undefined} sizes={review.imgSrcset ? REVIEW_PHOTO_SIZES : undefined} alt={`Photo from ${review.name}'s review`} width={400} height={300} loading="lazy" decoding="async" onError={() => setPhotoFailed(true)} />
        ) : (
          <span className="review-card__nophoto" aria-hidden="true">
            “
          </span>
        )}
      </div>
      <div className="review-card__body">
        <Stars rating={review.rating} />
        <blockquote className="review-card__text">{review.review}</blockquote>
        <footer className="review-card__meta">
          <span className="review-card__name">{review.name}</span>
          {date && <time dateTime={review.createdAt}>{date}</time>}
          {review.verifiedBuyer && <Badge tone="success">Verified buyer</Badge>}
        </footer>
        {onDelete && (
          <Button variant="danger" size="sm" className="review-card__delete" onClick={() => onDelete(review)} aria-label={`Delete the review by ${review.name}`}>
            Delete
          </Button>
        )}
      </div>
    </article>
  )
}

export function ReviewGridSkeleton({ count }: { count: number }) {
  return (
    <div className="review-grid" role="status" aria-label="Loading reviews">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="review-card review-card--skeleton" aria-hidden="true">
          <span className="frame frame--4x3 skeleton" />
          <span className="review-card__body">
            <span className="skeleton" style={{ width: '40%', height: '1.2rem' }} />
            <span className="skeleton" style={{ height: '3.5rem' }} />
            <span className="skeleton" style={{ width: '60%', height: '1rem' }} />
          </span>
        </div>
      ))}
    </div>
  )
}
