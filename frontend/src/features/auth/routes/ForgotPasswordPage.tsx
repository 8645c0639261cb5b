import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import { requestPasswordReset } from '../api/authApi'
import '../auth.css'
import { AuthCard } from '../components/AuthCard'
import { validateEmail } from '../validation'

export const RESET_LINK_SENT = "If an account exists for that email, we've sent a link to reset the password."

// Route /forgot-password: asks for a reset link. The answer never says whether the account exists.
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = validateEmail(email)
    setEmailError(invalid)
    if (invalid) return
    setBusy(true)
    setServerError('')
    try {
      await requestPasswordReset(email.trim())
      setSent(true)
    } catch (err) {
      setServerError(toApiError(err).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title="Reset your password" lead="Enter the email you sign in with and we'll mail you a link to choose a new password." footer={<p><Link to="/login">Back to log in</Link></p>}>
      {sent ? (
        <p className="auth__done" role="status">
          {RESET_LINK_SENT}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-label="Request a password reset">
          <Input label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
          {serverError && (
            <p className="form__error" role="alert">
              {serverError}
            </p>
          )}
          <Button type="submit" className="btn--block" loading={busy}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
