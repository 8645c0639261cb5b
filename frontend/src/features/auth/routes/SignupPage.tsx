import { useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { Input } from '@/components/ui/Input'
import { AuthCard } from '../components/AuthCard'
import { AuthForm } from '../components/AuthForm'
import { useAuthActions } from '../hooks/useAuthActions'
import { useAuthAttempt } from '../hooks/useAuthAttempt'
import { useSession } from '../stores/session'
import { hasErrors, PASSWORD_MIN_LENGTH, validateEmail, validateName, validatePassword, type FieldErrors } from '../validation'

type Field = 'name' | 'email' | 'password'

export default function SignupPage() {
  const status = useSession((state) => state.status)
  const location = useLocation()
  const attempt = useAuthAttempt('/')
  const { emailSignup, googleSignIn } = useAuthActions()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [sentEmail, setSentEmail] = useState('')

  const errors: FieldErrors<Field> = { name: validateName(name), email: validateEmail(email), password: validatePassword(password) }
  const shown = submitted ? errors : {}
  // the server's "already exists" stays on the email field until the email changes
  const taken = email.trim() === sentEmail ? attempt.serverFields.email : undefined

  if (status === 'signedIn' && attempt.busy === null) return <Navigate to="/" replace />

  function onSubmit() {
    setSubmitted(true)
    if (hasErrors(errors)) return
    setSentEmail(email.trim())
    void attempt.run('email', () => emailSignup(name.trim(), email.trim(), password))
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
      <AuthForm submitLabel="Sign Up" attempt={attempt} onSubmit={onSubmit} onGoogle={googleSignIn}>
        <Input label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={shown.name} />
        <Input label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={shown.email || taken} />
        {taken && (
          <p className="auth__instead" role="alert">
            Is it yours?{' '}
            <Link to="/login" state={location.state}>
              Log in instead
            </Link>
          </p>
        )}
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={shown.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
      </AuthForm>
    </AuthCard>
  )
}
