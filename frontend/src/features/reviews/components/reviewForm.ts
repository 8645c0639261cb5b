export interface ReviewValues {
  rating: number
  review: string
  img: string
}

export type ReviewErrors = Partial<Record<keyof ReviewValues | 'name', string>>

export const EMPTY_REVIEW: ReviewValues = { rating: 0, review: '', img: '' }
export const REVIEW_MAX_LENGTH = 2000

/** The review form's messages (docs/product.md, "Words users see"); the rating is picked with five stars. */
export function validateReview(values: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {}
  if (values.rating < 1 || values.rating > 5) errors.rating = 'Rating is Required: choose 1 to 5 stars'
  if (!values.review.trim()) errors.review = 'Review is Required'
  else if (values.review.trim().length > REVIEW_MAX_LENGTH) errors.review = `Keep the review under ${REVIEW_MAX_LENGTH} characters`
  if (!values.img.trim()) errors.img = 'Photo url is Required'
  return errors
}
