import { toast } from 'react-toastify'
import { loadAppConfig } from '@/config/appConfig'
import { ApiError } from '@/lib/api'
import type { FirebaseWebConfig } from '@/lib/types'
import { login, signup, updateMe } from '../api/authApi'
import {
  type FirebaseSignIn,
  firebaseErrorMessage,
  firebaseGoogleSignIn,
  firebaseSendVerification,
  firebaseSignIn,
  firebaseSignOut,
  firebaseSignUp,
} from '../api/firebaseAuth'
import { useSession } from '../stores/session'

const ACCOUNT_NOT_LOADED = 'You are signed in, but the shop could not load your account. Try again.'

export function verifyFirstMessage(email: string): string {
  return `We sent a link to ${email}. Open it to confirm your email address, then log in.`
}

/** Sign-in and sign-up for both auth modes: the local server, or Firebase ID tokens. */
export function useAuthActions() {
  const completeSignIn = useSession((state) => state.completeSignIn)
  const setUser = useSession((state) => state.setUser)

  /**
   * The shop signs in only identities whose address Firebase has verified, so an
   * unverified one gets Firebase's confirmation mail and is signed out again.
   */
  async function requireVerified(config: FirebaseWebConfig, signedIn: FirebaseSignIn): Promise<string> {
    if (signedIn.emailVerified) return signedIn.token
    try {
      await firebaseSendVerification(config)
    } catch {
      // Firebase limits these mails; one sent a moment ago still works
    }
    await firebaseSignOut(config)
    throw new Error(verifyFirstMessage(signedIn.email))
  }

  async function emailLogin(email: string, password: string): Promise<void> {
    const config = await loadAppConfig()
    if (config.authMode === 'firebase' && config.firebase) {
      const token = await requireVerified(config.firebase, await firebaseSignIn(config.firebase, email, password))
      if (!(await completeSignIn(token))) throw new Error(ACCOUNT_NOT_LOADED)
      return
    }
    const response = await login(email, password)
    await completeSignIn(response.token, response.user)
  }

  async function emailSignup(name: string, email: string, password: string): Promise<void> {
    const config = await loadAppConfig()
    if (config.authMode === 'firebase' && config.firebase) {
      const token = await requireVerified(config.firebase, await firebaseSignUp(config.firebase, name, email, password))
      const user = await completeSignIn(token)
      if (!user) throw new Error(ACCOUNT_NOT_LOADED)
      if (user.name !== name) setUser(await updateMe({ name }))
      return
    }
    const response = await signup(name, email, password)
    await completeSignIn(response.token, response.user)
    if (!response.user.emailVerified) toast.info(confirmationSent(response.user.email))
  }

  async function googleSignIn(): Promise<void> {
    const config = await loadAppConfig()
    if (!config.firebase) throw new Error('Google sign-in is not enabled on this shop.')
    const token = await requireVerified(config.firebase, await firebaseGoogleSignIn(config.firebase))
    if (!(await completeSignIn(token))) throw new Error(ACCOUNT_NOT_LOADED)
  }

  return { emailLogin, emailSignup, googleSignIn }
}

/** After a local sign-up: the mail is on its way, so the buyer knows to look for it. */
export const confirmationSent = (email: string) => `Welcome! We sent a link to ${email}: open it to confirm your address.`

export function authErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message
  return firebaseErrorMessage(err)
}
