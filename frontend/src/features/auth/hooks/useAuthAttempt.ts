import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '@/lib/api'
import { authErrorMessage } from './useAuthActions'

export type AuthAttempt = ReturnType<typeof useAuthAttempt>

/**
 * Runs one sign-in or sign-up, then goes to destination; busy names the one under way.
 * A refusal's message is kept, and so are the fields it names (an email already taken).
 */
export function useAuthAttempt(destination: string) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'email' | 'google' | null>(null)
  const [serverError, setServerError] = useState('')
  const [serverFields, setServerFields] = useState<Record<string, string>>({})

  async function run(method: 'email' | 'google', action: () => Promise<void>) {
    setBusy(method)
    setServerError('')
    setServerFields({})
    try {
      await action()
      navigate(destination, { replace: true })
    } catch (err) {
      setServerError(authErrorMessage(err))
      setServerFields(err instanceof ApiError ? err.fields : {})
      setBusy(null)
    }
  }
  return { busy, serverError, serverFields, run }
}
