import { loadAppConfig } from '@/config/appConfig'
import { ApiError } from '@/lib/api'
import { login, signup, updateMe } from '../api/authApi'
import { firebaseErrorMessage, firebaseGoogleSignIn, firebaseSignIn, firebaseSignUp } from '../api/firebaseAuth'
import { useSession } from '../stores/session'

const ACCOUNT_NOT_LOADED = 'You are signed in, but the shop could not load your account. Try again.'

/** Sign-in and sign-up for both auth modes: the local server, or Firebase ID tokens. */
export function useAuthActions() {
  const completeSignIn = useSession((state) => state.completeSignIn)
  const setUser = useSession((state) => state.setUser)

  async function emailLogin(email: string, password: string): Promise<void> {
    const config = await loadAppConfig()
    if (config.authMode === 'firebase' && config.firebase) {
      const token = await firebaseSignIn(config.firebase, email, password)
      if (!(await completeSignIn(token))) throw new Error(ACCOUNT_NOT_LOADED)
      return
    }
    const response = await login(email, password)
    await completeSignIn(response.token, response.user)
  }

  async function emailSignup(name: string, email: string, password: string): Promise<void> {
    const config = await loadAppConfig()
    if (config.authMode === 'firebase' && config.firebase) {
      const token = await firebaseSignUp(config.firebase, name, email, password)
      const user = await completeSignIn(token)
      if (!user) throw new Error(ACCOUNT_NOT_LOADED)
      if (user.name !== name) setUser(await updateMe({ name }))
      return
    }
    const response = await signup(name, email, password)
    await completeSignIn(response.token, response.user)
  }

  async function googleSignIn(): Promise<void> {
    const config = await loadAppConfig()
    if (!config.firebase) throw new Error('Google sign-in is not enabled on this shop.')
    const token = await firebaseGoogleSignIn(config.firebase)
    if (!(await completeSignIn(token))) throw new Error(ACCOUNT_NOT_LOADED)
  }

  return { emailLogin, emailSignup, googleSignIn }
}

export function authErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message
  return firebaseErrorMessage(err)
}
