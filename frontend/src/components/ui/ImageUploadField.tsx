import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import { toApiError } from '@/lib/api'
import { uploadImage } from '@/lib/uploads'
import { Input } from './Input'

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/gif,image/webp'
const DEFAULT_HINT = 'PNG, JPEG, GIF or WebP, up to 5 MB.'

/** The text field for pasting a photo's URL instead of uploading a file. */
export interface PhotoUrlInput {
  label: string
  name: string
  type?: 'text' | 'url'
  placeholder?: string
  hint?: string
  /** show the URL field above the upload rather than below it */
  first?: boolean
}

interface ImageUploadFieldProps {
  /** the file input's label */
  label: string
  hint?: string
  /** the file input's name */
  name?: string
  /** the photo's URL, uploaded or pasted */
  value: string
  onChange: (url: string) => void
  /** the URL's validation or server error */
  error?: string
  urlInput?: PhotoUrlInput
  disabled?: boolean
  onUploadingChange?: (uploading: boolean) => void
  /** what the preview frame shows; emptyText stands in when there is nothing to show */
  preview: ReactNode
  emptyText?: string
  aspect?: '4x3' | '1x1'
  className?: string
}

/** Upload a photo to POST /api/uploads (or paste its URL), with progress and a preview. */
export function ImageUploadField({ label, hint = DEFAULT_HINT, name, value, onChange, error, urlInput, disabled = false, onUploadingChange, preview, emptyText, aspect = '4x3', className = '' }: ImageUploadFieldProps) {
  const fileId = useId()
  const { progress, uploadError, onFile } = useUpload(onChange, onUploadingChange)
  const locked = progress !== null || disabled
  const fileError = uploadError || (urlInput ? '' : error)

  const urlField = urlInput && (
    <Input label={urlInput.label} name={urlInput.name} type={urlInput.type} placeholder={urlInput.placeholder} hint={urlInput.hint} value={value} onChange={(e) => onChange(e.target.value)} error={error} disabled={locked} />
  )
  return (
    <div className={`upload-field ${className}`.trim()}>
      <div className="upload-field__inputs">
        {urlInput?.first && urlField}
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {label}
          </label>
          <input id={fileId} name={name} className="input input--file" type="file" accept={ACCEPTED_TYPES} onChange={onFile} disabled={locked} aria-describedby={`${fileId}-hint`} />
          <p className="field__hint" id={`${fileId}-hint`}>
            {hint}
          </p>
          {progress !== null && (
            <progress className="progress" max={100} value={progress} aria-label="Upload progress">
              {progress}%
            </progress>
          )}
          {fileError && (
            <p className="field__error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        {!urlInput?.first && urlField}
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
