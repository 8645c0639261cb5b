import { create } from 'zustand'
import { loadAppConfig } from '@/config/appConfig'
import { ApiError, onUnauthorized } from '@/lib/api'
import { queryClient } from '@/lib/queryClient'
import { clearToken, getToken, setToken } from '@/lib/token'
import type { AppConfig, User } from '@/lib/types'
import { getMe, logout } from '../api/authApi'
import { firebaseSignOut, watchIdToken } from '../api/firebaseAuth'

/** checking: a token is stored and /api/me has not answered yet. */
export type SessionStatus = 'checking' | 'signedIn' | 'anonymous'

export interface SessionState {
  user: User | null
  status: SessionStatus
  /** Reads the stored token's user; in Firebase mode also follows token refreshes. */
  start: () => Promise<void>
  /** Stores a freshly issued token and the user it belongs to (or loads the user). */
  completeSignIn: (token: string, user?: User) => Promise<User | null>
  setUser: (user: User) => void
  refreshUser: () => Promise<User | null>
  signOut: () => Promise<void>
  /** Forgets the session locally (after a 401), and every answer read with it (the cart, orders…). */
  clear: () => void
}

let inflight: Promise<User | null> | null = null
let stopWatching: (() => void) | null = null

function initialStatus(): SessionStatus {
  return getToken() ? 'checking' : 'anonymous'
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  status: initialStatus(),

  start: async () => {
    const config = await loadAppConfig()
    if (config.authMode === 'firebase' && config.firebase) await followFirebaseTokens(config)
    if (getToken()) await get().refreshUser()
    else set({ user: null, status: 'anonymous' })
  },

  completeSignIn: async (token, user) => {
    setToken(token)
    if (user) {
      set({ user, status: 'signedIn' })
      return user
    }
    return get().refreshUser()
  },

  setUser: (user) => set({ user, status: 'signedIn' }),

  refreshUser: () => {
    if (!inflight) {
      inflight = getMe()
        .then(
          (user) => {
            set({ user, status: 'signedIn' })
            return user
          },
          (err: unknown) => {
            // a 401 already cleared the token; other failures leave it for the next visit
            if (err instanceof ApiError && err.status === 401) clearToken()
            set({ user: null, status: 'anonymous' })
            return null
          },
        )
        .finally(() => {
          inflight = null
        })
    }
    return inflight
  },

  signOut: async () => {
    const config = await loadAppConfig()
    try {
      if (config.authMode === 'firebase' && config.firebase) await firebaseSignOut(config.firebase)
      else if (getToken()) await logout()
    } catch {
      // signing out locally must work even when the server can't be reached
    }
    get().clear()
  },

  clear: () => {
    clearToken()
    set({ user: null, status: 'anonymous' })
    // Forget what was read with the token. A query still in flight (the email check whose
    // answer ended this session) is left to finish: removing it would cancel it for good.
    queryClient.removeQueries({ predicate: (query) => query.state.fetchStatus === 'idle' })
  },
}))

async function followFirebaseTokens(config: AppConfig) {
  if (stopWatching || !config.firebase) return
  stopWatching = await watchIdToken(config.firebase, (token) => {
    const { status, clear, refreshUser } = useSession.getState()
    if (token) {
      setToken(token)
      if (status === 'anonymous') void refreshUser()
    } else if (getToken()) {
      clear()
    }
  })
}

onUnauthorized(() => useSession.getState().clear())

export function useIsSignedIn(): boolean {
  return useSession((state) => state.status === 'signedIn')
}

export function useCurrentUser(): User | null {
  return useSession((state) => state.user)
}
