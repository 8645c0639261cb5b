import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { Spinner } from '@/components/ui/Spinner'
import { toApiError } from '@/lib/api'
import { checkPasswordReset, confirmPasswordReset } from '../api/authApi'
import '../auth.css'
import { AuthCard } from '../components/AuthCard'
import { useSession } from '../stores/session'
import { hasErrors, validatePassword, type FieldErrors } from '../validation'

export const PASSWORD_CHANGED_TOAST = 'Your password has been changed. Log in with the new one.'
export const PASSWORDS_DIFFER = 'The two passwords are not the same'

type Field = 'password' | 'repeat'

const BACK_TO_FORGOT = (
  <p>
    <Link to="/forgot-password">Ask for a new link</Link>
  </p>
)

// Route /reset-password?token=…: the mailed link; a new password, typed twice.
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? ''
  return (
    <AuthCard title="Choose a new password" lead="Your new password works at once; every device signed in to your account is signed out." footer={BACK_TO_FORGOT}>
      {token ? (
        <CheckedResetForm token={token} />
      ) : (
        <p className="form__error" role="alert">
          This link has no reset code. Open the link from the email again, or ask for a new one.
        </p>
      )}
    </AuthCard>
  )
}

/** A used or expired link says so at once, instead of offering a form that can only fail. */
function CheckedResetForm({ token }: { token: string }) {
  const check = useQuery({ queryKey: ['/api/auth/password-reset/check', token], queryFn: () => checkPasswordReset(token).then(() => true), retry: false, staleTime: Infinity })
  if (check.isPending)
    return (
      <p role="status">
        <Spinner /> Checking your link…
      </p>
    )
  if (check.error)
    return (
      <p className="form__error" role="alert">
        {check.error.message}
      </p>
    )
  return <ResetForm token={token} />
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: FieldErrors<Field> = { password: validatePassword(password), repeat: password === repeat ? undefined : PASSWORDS_DIFFER }
    setErrors(found)
    if (hasErrors(found)) return
    setBusy(true)
    setServerError('')
    try {
      await confirmPasswordReset(token, password)
      useSession.getState().clear() // the server has ended this browser's session too
      toast.success(PASSWORD_CHANGED_TOAST)
      void navigate('/login', { replace: true })
    } catch (err) {
      const error = toApiError(err)
      setErrors({ password: error.fields.password })
      setServerError(error.fields.password ? '' : error.message)
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Choose a new password">
      <Input label="New password" type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      <Input label="Repeat new password" type="password" name="repeat" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} error={errors.repeat} />
      {serverError && (
        <p className="form__error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" className="btn--block" loading={busy}>
        Change password
      </Button>
    </form>
  )
}
