import { useAppConfig } from '@/config/appConfig'
import '../auth.css'
import { useCurrentUser } from '../stores/session'
import { ResendVerification } from './ResendVerification'

export const VERIFY_EMAIL_REMINDER = 'Please verify your email address — we sent you a link.'

/** Reminds a local account to confirm its email; Firebase accounts verify with Firebase. */
export function VerifyEmailBanner() {
  const user = useCurrentUser()
  const config = useAppConfig()
  if (config?.authMode !== 'local' || user?.emailVerified !== false) return null
  return (
    <div className="verify-banner" role="status">
      <p>{VERIFY_EMAIL_REMINDER}</p>
      <ResendVerification email={user.email} />
    </div>
  )
}
