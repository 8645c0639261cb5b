import type { Auth, User } from 'firebase/auth'
import type { FirebaseWebConfig } from '@/lib/types'

// firebase is only ever loaded through these dynamic imports, so local-mode
// visitors never download it.
type AuthModule = typeof import('firebase/auth')

let loading: Promise<{ auth: Auth; mod: AuthModule }> | null = null

function emulatorUrl(host: string): string {
  return host.startsWith('http') ? host : `http://${host}`
}

function firebase(config: FirebaseWebConfig) {
  if (!loading) {
    loading = (async () => {
      const [{ initializeApp }, mod] = await Promise.all([import('firebase/app'), import('firebase/auth')])
      const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId })
      const auth = mod.getAuth(app)
      if (config.emulatorHost) mod.connectAuthEmulator(auth, emulatorUrl(config.emulatorHost), { disableWarnings: true })
      return { auth, mod }
    })()
  }
  return loading
}

const FRIENDLY_ERRORS: Record<string, string> = {
  'auth/invalid-credential': 'Wrong email or password.',
  'auth/wrong-password': 'Wrong email or password.',
  'auth/user-not-found': 'No account uses this email. Sign up first.',
  'auth/email-already-in-use': 'An account already uses this email. Log in instead.',
  'auth/too-many-requests': 'Too many attempts. Wait a minute and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/network-request-failed': 'Cannot reach the sign-in service. Check your connection.',
}

/** The identity provider's message, made readable where we know the code. */
export function firebaseErrorMessage(err: unknown): string {
  const code = (err as { code?: string }).code
  if (code && FRIENDLY_ERRORS[code]) return FRIENDLY_ERRORS[code]
  return err instanceof Error ? err.message : 'Sign-in failed.'
}

/** A Firebase sign-in: its ID token, its address, and whether Firebase has verified it. */
export interface FirebaseSignIn {
  token: string
  email: string
  emailVerified: boolean
}

function signedInAs(user: User, token: string): FirebaseSignIn {
  return { token, email: user.email ?? '', emailVerified: user.emailVerified }
}

export async function firebaseSignIn(config: FirebaseWebConfig, email: string, password: string): Promise<FirebaseSignIn> {
  const { auth, mod } = await firebase(config)
  const credential = await mod.signInWithEmailAndPassword(auth, email, password)
  return signedInAs(credential.user, await credential.user.getIdToken())
}

export async function firebaseSignUp(config: FirebaseWebConfig, name: string, email: string, password: string): Promise<FirebaseSignIn> {
  const { auth, mod } = await firebase(config)
  const credential = await mod.createUserWithEmailAndPassword(auth, email, password)
  await mod.updateProfile(credential.user, { displayName: name })
  // force a fresh token so it carries the display name just set
  return signedInAs(credential.user, await credential.user.getIdToken(true))
}

export async function firebaseGoogleSignIn(config: FirebaseWebConfig): Promise<FirebaseSignIn> {
  const { auth, mod } = await firebase(config)
  const credential = await mod.signInWithPopup(auth, new mod.GoogleAuthProvider())
  return signedInAs(credential.user, await credential.user.getIdToken())
}

/** Has Firebase mail the signed-in user a link to confirm their address. */
export async function firebaseSendVerification(config: FirebaseWebConfig): Promise<void> {
  const { auth, mod } = await firebase(config)
  if (auth.currentUser) await mod.sendEmailVerification(auth.currentUser)
}

export async function firebaseSignOut(config: FirebaseWebConfig): Promise<void> {
  const { auth, mod } = await firebase(config)
  await mod.signOut(auth)
}

/** Calls back with each new ID token (Firebase refreshes them hourly), or null when signed out. */
export async function watchIdToken(config: FirebaseWebConfig, onToken: (token: string | null) => void): Promise<() => void> {
  const { auth, mod } = await firebase(config)
  return mod.onIdTokenChanged(auth, (user) => {
    if (!user) {
      onToken(null)
      return
    }
    user.getIdToken().then(onToken, () => onToken(null))
  })
}
