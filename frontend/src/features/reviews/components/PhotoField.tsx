import { useId, useState, type ChangeEvent } from 'react'
import { Input } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import { uploadImage } from '@/lib/uploads'

interface PhotoFieldProps {
  value: string
  onChange: (url: string) => void
  error?: string
  onUploadingChange: (uploading: boolean) => void
  disabled?: boolean
}

/** The review photo: upload a file to POST /api/uploads (or paste a URL), with a preview. */
export function PhotoField({ value, onChange, error, onUploadingChange, disabled = false }: PhotoFieldProps) {
  const fileId = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadError, setUploadError] = useState('')
  const uploading = progress !== null

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setUploadError('')
    setProgress(0)
    onUploadingChange(true)
    try {
      onChange(await uploadImage(file, setProgress))
    } catch (err) {
      setUploadError(toApiError(err).message)
    } finally {
      setProgress(null)
      onUploadingChange(false)
    }
  }

  return (
    <div className="photo-field">
      <div className="photo-field__inputs">
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            Photo
          </label>
          <input id={fileId} name="photo" className="input input--file" type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={onFile} disabled={uploading || disabled} aria-describedby={`${fileId}-hint`} />
          <p className="field__hint" id={`${fileId}-hint`}>
            A photo of your delivery or setup: PNG, JPEG, GIF or WebP, up to 5 MB.
          </p>
          {uploading && (
            <progress className="progress" max={100} value={progress} aria-label="Upload progress">
              {progress}%
            </progress>
          )}
          {uploadError && (
            <p className="field__error" role="alert">
              {uploadError}
            </p>
          )}
        </div>
        <Input label="Or paste a photo URL" name="img" type="url" value={value} onChange={(e) => onChange(e.target.value)} error={error} placeholder="https://…" disabled={uploading || disabled} />
      </div>
      <div className="photo-field__preview frame frame--4x3" aria-live="polite">
        {value.trim() ? <img src={value.trim()} alt="Preview of your review photo" width={400} height={300} /> : <p className="photo-field__empty muted">Your photo preview shows here.</p>}
      </div>
    </div>
  )
}
