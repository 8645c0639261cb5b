import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import { uploadImage } from '@/lib/uploads'
import type { User } from '@/lib/types'
import { updateProfile } from '../api/usersApi'
import { ProfilePhoto } from './ProfilePhoto'

interface EditProfileFormProps {
  user: User
  onSaved: (user: User) => void
  onCancel: () => void
}

type Errors = Partial<Record<'name' | 'photoUrl', string>>

/** Edit the display name and photo (upload a file or paste a URL); PATCH /api/me. */
export function EditProfileForm({ user, onSaved, onCancel }: EditProfileFormProps) {
  const fileId = useId()
  const [name, setName] = useState(user.name)
  const [photoUrl, setPhotoUrl] = useState(user.photoUrl)
  const [errors, setErrors] = useState<Errors>({})
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const uploading = progress !== null

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setErrors((e) => ({ ...e, photoUrl: undefined }))
    setProgress(0)
    try {
      setPhotoUrl(await uploadImage(file, setProgress))
    } catch (err) {
      setErrors((e) => ({ ...e, photoUrl: toApiError(err).message }))
    } finally {
      setProgress(null)
    }
  }

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
      <div className="profile-edit__photo">
        <ProfilePhoto src={photoUrl} alt="Preview of your photo" size={96} />
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            Upload a new photo
          </label>
          <input id={fileId} className="input input--file" type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={onFile} disabled={uploading || busy} />
          {uploading && <progress className="progress" max={100} value={progress} aria-label="Upload progress" />}
        </div>
      </div>
      <Input label="Or photo URL" name="photoUrl" value={photoUrl} onChange={(e) => { setPhotoUrl(e.target.value); setErrors((x) => ({ ...x, photoUrl: undefined })) }} error={errors.photoUrl} hint="Leave empty to use the default picture." disabled={uploading || busy} />
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
