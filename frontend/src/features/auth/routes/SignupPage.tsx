import { useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { useAppConfig } from '@/config/appConfig'
import { AuthCard } from '../components/AuthCard'
import { GoogleButton } from '../components/GoogleButton'
import { authErrorMessage, useAuthActions } from '../hooks/useAuthActions'
import { useSession } from '../stores/session'
import { hasErrors, validateEmail, validateName, validatePassword, type FieldErrors } from '../validation'

type Field = 'name' | 'email' | 'password'

export default function SignupPage() {
  const config = useAppConfig()
  const status = useSession((state) => state.status)
  const navigate = useNavigate()
  const location = useLocation()
  const { emailSignup, googleSignIn } = useAuthActions()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState<'email' | 'google' | null>(null)
  const [serverError, setServerError] = useState('')

  const errors: FieldErrors<Field> = { name: validateName(name), email: validateEmail(email), password: validatePassword(password) }
  const shown = submitted ? errors : {}

  if (status === 'signedIn' && busy === null) return <Navigate to="/" replace />

  async function run(kind: 'email' | 'google', action: () => Promise<void>) {
    setBusy(kind)
    setServerError('')
    try {
      await action()
      navigate('/', { replace: true })
    } catch (err) {
      setServerError(authErrorMessage(err))
      setBusy(null)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(errors)) return
    void run('email', () => emailSignup(name.trim(), email.trim(), password))
  }

  return (
    <AuthCard
      title="Create your trade account"
      lead="One account for quotes, orders, payment and delivery tracking."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Log in
          </Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <Input label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={shown.name} />
        <Input label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={shown.email} />
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={shown.password}
          hint="At least 6 characters."
        />
        {serverError && (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        )}
        <Button type="submit" className="btn--block" loading={busy === 'email'} disabled={busy !== null}>
          Sign Up
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
