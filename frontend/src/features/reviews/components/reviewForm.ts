import { limits } from '@/lib/limits.gen'

export interface ReviewValues {
  rating: number
  review: string
  img: string
}

export type ReviewErrors = Partial<Record<keyof ReviewValues | 'name', string>>

export const EMPTY_REVIEW: ReviewValues = { rating: 0, review: '', img: '' }
export const REVIEW_MAX_LENGTH = limits.ReviewRequest.review.maxLength
const RATING = limits.ReviewRequest.rating

/** The review form's messages (docs/product.md, "Words users see"); the rating is picked with five stars. */
export function validateReview(values: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {}
  if (values.rating < RATING.minimum || values.rating > RATING.maximum) errors.rating = `Rating is Required: choose ${RATING.minimum} to ${RATING.maximum} stars`
  if (!values.review.trim()) errors.review = 'Review is Required'
  else if (values.review.trim().length > REVIEW_MAX_LENGTH) errors.review = `Keep the review under ${REVIEW_MAX_LENGTH} characters`
  if (!values.img.trim()) errors.img = 'Photo url is Required'
  return errors
}
