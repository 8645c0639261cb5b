import { client, dataOf } from '@/lib/api'

export function login(email: string, password: string) {
  return dataOf(client.POST('/api/auth/login', { body: { email, password } }))
}

export function signup(name: string, email: string, password: string) {
  return dataOf(client.POST('/api/auth/signup', { body: { name, email, password } }))
}

export function logout() {
  return dataOf(client.POST('/api/auth/logout'))
}

export function getMe(signal?: AbortSignal) {
  return dataOf(client.GET('/api/me', { signal }))
}

export function updateMe(changes: { name?: string; photoUrl?: string }) {
  return dataOf(client.PATCH('/api/me', { body: changes }))
}

/** Mails a reset link if the email has an account; the answer is the same either way. */
export function requestPasswordReset(email: string) {
  return dataOf(client.POST('/api/auth/password-reset', { body: { email } }))
}

/** Sets a new password with the mailed token; every session of the account ends. */
export function confirmPasswordReset(token: string, password: string) {
  return dataOf(client.POST('/api/auth/password-reset/confirm', { body: { token, password } }))
}

/** Whether a reset link still works; checking doesn't spend it. */
export function checkPasswordReset(token: string) {
  return dataOf(client.POST('/api/auth/password-reset/check', { body: { token } }))
}

export function verifyEmail(token: string) {
  return dataOf(client.POST('/api/auth/verify-email', { body: { token } }))
}

/** Mails the signed-in account a new link to confirm its email. */
export function resendVerification() {
  return dataOf(client.POST('/api/me/verify-email'))
}
