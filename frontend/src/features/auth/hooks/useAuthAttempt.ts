import { useState } from 'react'
import { useNavigate } from 'react-router'
import { authErrorMessage } from './useAuthActions'

export type AuthAttempt = ReturnType<typeof useAuthAttempt>

/** Runs one sign-in or sign-up, then goes to destination; busy names the one under way. */
export function useAuthAttempt(destination: string) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'email' | 'google' | null>(null)
  const [serverError, setServerError] = useState('')

  async function run(method: 'email' | 'google', action: () => Promise<void>) {
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
