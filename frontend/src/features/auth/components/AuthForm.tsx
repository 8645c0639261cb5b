import type { FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { useAppConfig } from '@/config/appConfig'
import type { AuthAttempt } from '../hooks/useAuthAttempt'
import { GoogleButton } from './GoogleButton'

interface AuthFormProps {
  /** the email fields */
  children: ReactNode
  submitLabel: string
  attempt: AuthAttempt
  onSubmit: () => void
  onGoogle: () => Promise<void>
}

/** The email form shared by log-in and sign-up, its server error, and "or Continue with Google" under Firebase. */
export function AuthForm({ children, submitLabel, attempt, onSubmit, onGoogle }: AuthFormProps) {
  const config = useAppConfig()
  const { busy, serverError, serverFields, run } = attempt
  // a refusal about one field is shown on that field instead
  const formError = Object.keys(serverFields).length === 0 ? serverError : ''

  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <>
      <form className="form" onSubmit={submit} noValidate>
        {children}
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" className="btn--block" loading={busy === 'email'} disabled={busy !== null}>
          {submitLabel}
        </Button>
      </form>
      {config?.authMode === 'firebase' && (
        <>
          <p className="divider">
            <span>or</span>
          </p>
          <GoogleButton loading={busy === 'google'} onClick={() => void run('google', onGoogle)} />
        </>
      )}
    </>
  )
}
