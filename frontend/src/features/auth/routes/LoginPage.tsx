import { useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { useAppConfig } from '@/config/appConfig'
import { AuthCard } from '../components/AuthCard'
import { GoogleButton } from '../components/GoogleButton'
import { authErrorMessage, useAuthActions } from '../hooks/useAuthActions'
import { useReturnTo } from '../hooks/useReturnTo'
import { useSession } from '../stores/session'
import { hasErrors, validateEmail, validatePassword, type FieldErrors } from '../validation'

type Field = 'email' | 'password'

export default function LoginPage() {
  const config = useAppConfig()
  const status = useSession((state) => state.status)
  const navigate = useNavigate()
  const location = useLocation()
  const returnTo = useReturnTo()
  const { emailLogin, googleSignIn } = useAuthActions()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState<'email' | 'google' | null>(null)
  const [serverError, setServerError] = useState('')

  const errors: FieldErrors<Field> = { email: validateEmail(email), password: validatePassword(password) }
  const shown = submitted ? errors : {}

  if (status === 'signedIn' && busy === null) return <Navigate to={returnTo} replace />

  async function run(kind: 'email' | 'google', action: () => Promise<void>) {
    setBusy(kind)
    setServerError('')
    try {
      await action()
      navigate(returnTo, { replace: true })
    } catch (err) {
      setServerError(authErrorMessage(err))
      setBusy(null)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(errors)) return
    void run('email', () => emailLogin(email.trim(), password))
  }

  return (
    <AuthCard
      title="Log in"
      lead="Welcome back. Log in to order, pay and track your pallets."
      footer={
        <p>
          New to Pallet?{' '}
          <Link to="/signup" state={location.state}>
            Create an account
          </Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <Input label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={shown.email} />
        <Input label="Password" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={shown.password} />
        {serverError && (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        )}
        <Button type="submit" className="btn--block" loading={busy === 'email'} disabled={busy !== null}>
          Login
        </Button>
      </form>
      {config?.authMode === 'firebase' && (
        <>
          <p className="divider">
            <span>or</span>
          </p>
          <GoogleButton loading={busy === 'google'} onClick={() => void run('google', googleSignIn)} />
        </>
      )}
    </AuthCard>
  )
}
