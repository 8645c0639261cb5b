import { useId, useState, type ChangeEvent } from 'react'
import { Input } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import { uploadImage } from '@/lib/uploads'
import { ProductImage } from '../ProductImage'

interface ImageFieldProps {
  value: string
  onChange: (url: string) => void
  error?: string
  onUploadingChange?: (uploading: boolean) => void
}

/** A photo: paste a URL, or upload a file to POST /api/uploads; shows a preview. */
export function ImageField({ value, onChange, error, onUploadingChange }: ImageFieldProps) {
  const fileId = useId()
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
      onChange(await uploadImage(file, setProgress))
    } catch (err) {
      setUploadError(toApiError(err).message)
    } finally {
      setProgress(null)
      onUploadingChange?.(false)
    }
  }

  const uploading = progress !== null
  return (
    <div className="image-field">
      <div className="image-field__inputs">
        <Input label="Photo URL" name="img" value={value} onChange={(e) => onChange(e.target.value)} error={error} placeholder="https://… or upload a file" disabled={uploading} />
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            Or upload a photo
          </label>
          <input id={fileId} className="input input--file" type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={onFile} disabled={uploading} />
          <p className="field__hint">PNG, JPEG, GIF or WebP, up to 5 MB.</p>
          {uploading && (
            <progress className="progress" max={100} value={progress} aria-label="Upload progress">
              {progress}%
            </progress>
          )}
          {uploadError && <p className="field__error">{uploadError}</p>}
        </div>
      </div>
      <div className="image-field__preview" aria-live="polite">
        {value.trim() ? <ProductImage src={value.trim()} alt="Preview of the product photo" /> : <p className="muted">The preview shows here.</p>}
      </div>
    </div>
  )
}
