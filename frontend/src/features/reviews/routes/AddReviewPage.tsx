import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ImageUploadField } from '@/components/ui/ImageUploadField'
import { Textarea } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import { MAX_UPLOAD_SIZE } from '@/lib/uploadSize'
import { addReview } from '../api/reviewsApi'
import { EMPTY_REVIEW, REVIEW_MAX_LENGTH, validateReview, type ReviewErrors, type ReviewValues } from '../components/reviewForm'
import { StarRatingInput } from '../components/StarRatingInput'
import '../reviews.css'

const FIELD_ORDER = ['rating', 'review', 'img'] as const

export default function AddReviewPage() {
  const ratingLabelId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ReviewValues>(EMPTY_REVIEW)
  const [errors, setErrors] = useState<ReviewErrors>({})
  const [busy, setBusy] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [formError, setFormError] = useState('')

  function change<K extends keyof ReviewValues>(field: K, value: ReviewValues[K]) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateReview(values)
    setErrors(found)
    setFormError('')
    const first = FIELD_ORDER.find((f) => found[f])
    if (first) return focus(first)
    setBusy(true)
    try {
      await addReview({ rating: values.rating, review: values.review.trim(), img: values.img.trim() })
      toast.success('Review Added Successfully')
      setValues(EMPTY_REVIEW)
      setErrors({})
    } catch (err) {
      const error = toApiError(err)
      toast.error('Failed to add the Review')
      setErrors(error.fields)
      if (!Object.keys(error.fields).length) setFormError(error.message)
    } finally {
      setBusy(false)
    }
  }

  function focus(field: (typeof FIELD_ORDER)[number]) {
    const form = formRef.current
    const target = field === 'rating' ? form?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]') : form?.elements.namedItem(field)
    if (target instanceof HTMLElement) target.focus()
  }

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Add a Review</h1>
        <p className="muted">Tell other trade buyers how ordering from Pallet went. Reviews from paid orders get a “Verified buyer” badge.</p>
      </header>
      <form ref={formRef} className="form panel review-form" onSubmit={submit} noValidate aria-label="Add a review">
        <div className="field">
          <span className="field__label" id={ratingLabelId}>
            Your rating
          </span>
          <StarRatingInput labelId={ratingLabelId} value={values.rating} onChange={(n) => change('rating', n)} error={errors.rating} disabled={busy} />
        </div>
        <Textarea label="Your review" name="review" rows={5} value={values.review} maxLength={REVIEW_MAX_LENGTH} onChange={(e) => change('review', e.target.value)} error={errors.review} hint={`${values.review.length} / ${REVIEW_MAX_LENGTH} characters`} disabled={busy} />
        <ImageUploadField
          label="Photo"
          name="photo"
          hint={`A photo of your delivery or setup: PNG, JPEG, GIF or WebP, up to ${MAX_UPLOAD_SIZE}.`}
          value={values.img}
          onChange={(url) => change('img', url)}
          error={errors.img}
          onUploadingChange={setUploading}
          disabled={busy}
          preview={values.img.trim() && <img src={values.img.trim()} alt="Preview of your review photo" width={400} height={300} />}
          emptyText="Your photo preview shows here."
        />
        {errors.name && (
          <p className="form__error" role="alert">
            {errors.name}: <Link to="/dashboard">add your name on My Profile</Link>, then send the review again.
          </p>
        )}
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="form__actions">
          <Button type="submit" size="lg" loading={busy} disabled={uploading}>
            Add review
          </Button>
        </div>
      </form>
    </div>
  )
}
