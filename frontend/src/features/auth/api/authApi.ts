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
