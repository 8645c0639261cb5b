import { useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { Button, type ButtonVariant } from '@/components/ui/Button'
import { Textarea } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { toApiError } from '@/lib/api'
import { limits } from '@/lib/limits.gen'
import type { QuoteRequest } from '@/lib/types'
import { requestQuote } from '../api/quotesApi'

const MAX_NOTE = limits.QuoteRequest.note.maxLength

export const QUOTE_REQUESTED_TOAST = 'Quote requested. We will answer with an offer; follow it in My Quotes.'

interface RequestQuoteButtonProps {
  lines: QuoteRequest['lines']
  /** what is being asked about, shown above the note */
  children: ReactNode
  variant?: ButtonVariant
  /** the lines are the cart's: the server moves them out of the cart with the request, in one step */
  fromCart?: boolean
  /** what else follows once the quote exists (the cart reads itself again) */
  onRequested?: () => Promise<unknown>
}

/** "Request a quote": a small form with a note, then the new quote's page. */
export function RequestQuoteButton({ lines, children, variant = 'secondary', fromCart = false, onRequested }: RequestQuoteButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Request a quote
      </Button>
      {open && (
        <Modal title="Request a quote" onClose={() => setOpen(false)}>
          <RequestQuoteForm lines={lines} fromCart={fromCart} onCancel={() => setOpen(false)} onRequested={onRequested}>
            {children}
          </RequestQuoteForm>
        </Modal>
      )}
    </>
  )
}

interface RequestQuoteFormProps {
  lines: QuoteRequest['lines']
  fromCart: boolean
  children: ReactNode
  onCancel: () => void
  onRequested?: () => Promise<unknown>
}

function RequestQuoteForm({ lines, fromCart, children, onCancel, onRequested }: RequestQuoteFormProps) {
  const navigate = useNavigate()
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState('')
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (note.trim().length > MAX_NOTE) {
      setNoteError(`Note can be at most ${MAX_NOTE} characters`)
      return
    }
    setBusy(true)
    setFormError('')
    try {
      const quote = await requestQuote({ lines, note: note.trim(), ...(fromCart && { fromCart }) })
      toast.success(QUOTE_REQUESTED_TOAST)
      // the quote is asked for; a failure after it must not hide that, so it is only told
      await onRequested?.().catch((err: unknown) => toast.error(toApiError(err).message))
      void navigate(`/dashboard/quotes/${quote.id}`)
    } catch (err) {
      const error = toApiError(err)
      setNoteError(error.fields.note ?? '')
      const lineMessage = Object.entries(error.fields).find(([field]) => field.startsWith('lines'))?.[1]
      if (!error.fields.note) setFormError(lineMessage ?? error.message)
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Request a quote">
      <div className="modal__body">{children}</div>
      <Textarea
        label="Note (optional)"
        name="note"
        rows={3}
        maxLength={MAX_NOTE}
        value={note}
        onChange={(e) => {
          setNote(e.target.value)
          setNoteError('')
        }}
        error={noteError || undefined}
        hint="Delivery dates, target price, or anything else that shapes the offer."
      />
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Send request
        </Button>
      </div>
    </form>
  )
}
