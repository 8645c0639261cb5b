import { useState } from 'react'
import { Button } from '@/components/ui/Button'
import { toApiError } from '@/lib/api'
import { resendVerification } from '../api/authApi'
import { useSession } from '../stores/session'

export const newLinkSent = (email: string) => `We sent a new link to ${email}.`

/** "Send a new link": mails the signed-in account another link to confirm its email, and says so. */
export function ResendVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState('')

  async function send() {
    setBusy(true)
    setError('')
    try {
      await resendVerification()
      setSent(true)
    } catch (err) {
      const apiError = toApiError(err)
      setError(apiError.message)
      if (apiError.status === 409) void useSession.getState().refreshUser() // verified meanwhile, in another tab
    } finally {
      setBusy(false)
    }
  }

  if (sent) return <span className="resend-verification">{newLinkSent(email)}</span>
  return (
    <span className="resend-verification">
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void send()}>
        Send a new link
      </Button>
      {error && (
        <span className="form__error" role="alert">
          {error}
        </span>
      )}
    </span>
  )
}
