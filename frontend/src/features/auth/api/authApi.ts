import { api } from '@/lib/api'
import type { AuthResponse, User } from '@/lib/types'

export function login(email: string, password: string): Promise<AuthResponse> {
  return api<AuthResponse>('/api/auth/login', { method: 'POST', body: { email, password } })
}

export function signup(name: string, email: string, password: string): Promise<AuthResponse> {
  return api<AuthResponse>('/api/auth/signup', { method: 'POST', body: { name, email, password } })
}

export function logout(): Promise<void> {
  return api<void>('/api/auth/logout', { method: 'POST' })
}

export function getMe(signal?: AbortSignal): Promise<User> {
  return api<User>('/api/me', { signal })
}

export function updateMe(changes: { name?: string; photoUrl?: string }): Promise<User> {
  return api<User>('/api/me', { method: 'PATCH', body: changes })
}

/** Mails a reset link if the email has an account; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<void> {
  return api<void>('/api/auth/password-reset', { method: 'POST', body: { email } })
}

/** Sets a new password with the mailed token; every session of the account ends. */
export function confirmPasswordReset(token: string, password: string): Promise<void> {
  return api<void>('/api/auth/password-reset/confirm', { method: 'POST', body: { token, password } })
}

export function verifyEmail(token: string): Promise<void> {
  return api<void>('/api/auth/verify-email', { method: 'POST', body: { token } })
}

/** Mails the signed-in account a new link to confirm its email. */
export function resendVerification(): Promise<void> {
  return api<void>('/api/me/verify-email', { method: 'POST' })
}
