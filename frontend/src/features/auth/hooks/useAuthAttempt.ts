import { useState } from 'react'
import { useNavigate } from 'react-router'
import { authErrorMessage } from './useAuthActions'

export type AuthMethod = 'email' | 'google'

export interface AuthAttempt {
  /** the sign-in under way, if any */
  busy: AuthMethod | null
  serverError: string
  run: (method: AuthMethod, action: () => Promise<void>) => Promise<void>
}

/** Runs one sign-in or sign-up, then goes to destination; a failure becomes serverError. */
export function useAuthAttempt(destination: string): AuthAttempt {
  const navigate = useNavigate()
  const [busy, setBusy] = useState<AuthMethod | null>(null)
  const [serverError, setServerError] = useState('')

  async function run(method: AuthMethod, action: () => Promise<void>) {
    setBusy(method)
    setServerError('')
    try {
      await action()
      navigate(destination, { replace: true })
    } catch (err) {
      setServerError(authErrorMessage(err))
      setBusy(null)
    }
  }
  return { busy, serverError, run }
}
