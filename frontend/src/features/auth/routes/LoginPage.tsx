import { useEffect, useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { Input } from '@/components/ui/Input'
import { useAppConfig } from '@/config/appConfig'
import '../auth.css'
import { AuthCard } from '../components/AuthCard'
import { AuthForm } from '../components/AuthForm'
import { adminPageRefusal } from '../components/RequireAdmin'
import { useAuthActions } from '../hooks/useAuthActions'
import { useAuthAttempt } from '../hooks/useAuthAttempt'
import { useReturnTo } from '../hooks/useReturnTo'
import { useSession } from '../stores/session'
import { hasErrors, validateEmail, validatePassword, type FieldErrors } from '../validation'

type Field = 'email' | 'password'

export default function LoginPage() {
  const status = useSession((state) => state.status)
  const location = useLocation()
  const returnTo = useReturnTo()
  const attempt = useAuthAttempt(returnTo)
  const { emailLogin, googleSignIn } = useAuthActions()
  const localAuth = useAppConfig()?.authMode === 'local'
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)

  const [sentAway] = useState(adminPageRefusal.happened)
  useEffect(() => adminPageRefusal.forget, [])
  const errors: FieldErrors<Field> = { email: validateEmail(email), password: validatePassword(password) }
  const shown = submitted ? errors : {}

  if (status === 'signedIn' && attempt.busy === null) return <Navigate to={returnTo} replace />

  function onSubmit() {
    setSubmitted(true)
    if (hasErrors(errors)) return
    void attempt.run('email', () => emailLogin(email.trim(), password))
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
      {sentAway && (
        <p className="auth__notice" role="status">
          You were signed out because the page you opened is for admins. Log in with an admin account to open it.
        </p>
      )}
      <AuthForm submitLabel="Login" attempt={attempt} onSubmit={onSubmit} onGoogle={googleSignIn}>
        <Input label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={shown.email} />
        <Input label="Password" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={shown.password} />
        {localAuth && (
          <p className="auth__forgot">
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
        )}
      </AuthForm>
    </AuthCard>
  )
}
