import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import type { Review } from '@/lib/types'
import { removeFromLists } from '@/lib/queryClient'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { deleteReview } from '../api/reviewsApi'

/** An admin's delete of a review, after a confirmation: `ask(review)` opens it, `dialog` renders it. */
export function useReviewDeletion() {
  const deletion = useConfirmedAction(async (review: Review) => {
    await deleteReview(review.id)
    removeFromLists('/api/reviews', review.id)
    toast.success('Review deleted')
  })
  const dialog = deletion.pending && (
    <ConfirmDialog busy={deletion.busy} onConfirm={deletion.confirm} onCancel={deletion.dismiss}>
      <p>Delete the review by {deletion.pending.name}? This can&apos;t be undone.</p>
    </ConfirmDialog>
  )
  return { ask: deletion.ask, dialog }
}
