import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { toApiError } from '@/lib/api'
import { MAX_UPLOAD_SIZE } from '@/lib/uploadSize'
import { uploadImage } from '@/lib/uploads'
import { Button } from './Button'

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/gif,image/webp'
const DEFAULT_HINT = `PNG, JPEG, GIF or WebP, up to ${MAX_UPLOAD_SIZE}.`
/** Why there is no box for a link: the shop's content security policy only shows its own pictures. */
export const UPLOAD_ONLY_NOTE = 'Upload the file itself: photos linked from other sites can’t be shown on the shop.'

interface ImageUploadFieldProps {
  /** the file input's label */
  label: string
  hint?: string
  /** the file input's name */
  name?: string
  /** the chosen photo's URL, as the upload returned it; '' for none */
  value: string
  onChange: (url: string) => void
  /** the photo's validation or server error */
  error?: string
  disabled?: boolean
  onUploadingChange?: (uploading: boolean) => void
  /** what the preview frame shows; emptyText stands in when there is nothing to show */
  preview: ReactNode
  emptyText?: string
  aspect?: '4x3' | '1x1'
  className?: string
}

/** Upload a photo to POST /api/uploads, with progress; once chosen it is previewed with Change and Remove. */
export function ImageUploadField({ label, hint = DEFAULT_HINT, name, value, onChange, error, disabled = false, onUploadingChange, preview, emptyText, aspect = '4x3', className = '' }: ImageUploadFieldProps) {
  const fileId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const { progress, uploadError, onFile } = useUpload(onChange, onUploadingChange)
  const locked = progress !== null || disabled
  const chosen = value.trim() !== ''
  const shownError = uploadError || error
  return (
    <div className={`upload-field ${className}`.trim()}>
      <div className="upload-field__inputs">
        <div className="field">
          <label className={chosen ? 'visually-hidden' : 'field__label'} htmlFor={fileId}>
            {label}
          </label>
          <input ref={fileInput} id={fileId} name={name} className={chosen ? 'visually-hidden' : 'input input--file'} type="file" accept={ACCEPTED_TYPES} onChange={onFile} disabled={locked} aria-describedby={`${fileId}-hint`} aria-invalid={shownError ? true : undefined} />
          {chosen && (
            <div className="upload-field__actions">
              <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={locked}>
                Change
              </Button>
              <Button variant="secondary" size="sm" onClick={() => onChange('')} disabled={locked}>
                Remove
              </Button>
            </div>
          )}
          <p className="field__hint" id={`${fileId}-hint`}>
            {hint} {UPLOAD_ONLY_NOTE}
          </p>
          {progress !== null && (
            <progress className="progress" max={100} value={progress} aria-label="Upload progress">
              {progress}%
            </progress>
          )}
          {shownError && (
            <p className="field__error" role="alert">
              {shownError}
            </p>
          )}
        </div>
      </div>
      <div className={`upload-field__preview frame frame--${aspect}`} aria-live="polite">
        {preview || (emptyText && <p className="upload-field__empty muted">{emptyText}</p>)}
      </div>
    </div>
  )
}

/** Sends the chosen file, reporting progress (null when idle) and the failure, if any. */
function useUpload(onUploaded: (url: string) => void, onUploadingChange?: (uploading: boolean) => void) {
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadError, setUploadError] = useState('')

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setUploadError('')
    setProgress(0)
    onUploadingChange?.(true)
    try {
      onUploaded(await uploadImage(file, setProgress))
    } catch (err) {
      setUploadError(toApiError(err).message)
    } finally {
      setProgress(null)
      onUploadingChange?.(false)
    }
  }
  return { progress, uploadError, onFile }
}
