import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ImageUploadField } from '@/components/ui/ImageUploadField'
import { Input } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import type { User } from '@/lib/types'
import { MAX_UPLOAD_SIZE } from '@/lib/uploadSize'
import { updateProfile } from '../api/usersApi'
import { ProfilePhoto } from './ProfilePhoto'

interface EditProfileFormProps {
  user: User
  onSaved: (user: User) => void
  onCancel: () => void
}

type Errors = Partial<Record<'name' | 'photoUrl', string>>

/** Edit the display name and photo (uploaded, or removed for the default picture); PATCH /api/me. */
export function EditProfileForm({ user, onSaved, onCancel }: EditProfileFormProps) {
  const [name, setName] = useState(user.name)
  const [photoUrl, setPhotoUrl] = useState(user.photoUrl)
  const [errors, setErrors] = useState<Errors>({})
  const [uploading, setUploading] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return setErrors({ name: 'Name is Required' })
    setBusy(true)
    try {
      const saved = await updateProfile({ name: name.trim(), photoUrl: photoUrl.trim() })
      toast.success('Profile updated')
      onSaved(saved)
    } catch (err) {
      const error = toApiError(err)
      setErrors(error.fields)
      toast.error(error.message)
      setBusy(false)
    }
  }

  return (
    <form className="form profile-edit" onSubmit={submit} noValidate aria-label="Edit profile">
      <ImageUploadField
        className="profile-edit__photo"
        label="Upload a new photo"
        hint={`PNG, JPEG, GIF or WebP, up to ${MAX_UPLOAD_SIZE}. Removed, your default picture shows.`}
        value={photoUrl}
        onChange={(url) => { setPhotoUrl(url); setErrors((x) => ({ ...x, photoUrl: undefined })) }}
        error={errors.photoUrl}
        onUploadingChange={setUploading}
        disabled={busy}
        preview={<ProfilePhoto src={photoUrl} alt="Preview of your photo" size={96} />}
        aspect="1x1"
      />
      <Input label="Full name" name="name" autoComplete="name" value={name} onChange={(e) => { setName(e.target.value); setErrors((x) => ({ ...x, name: undefined })) }} error={errors.name} disabled={busy} />
      <div className="form__actions">
        <Button type="submit" loading={busy} disabled={uploading}>
          Save profile
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
