import { api } from '@/lib/api'
import type { List, Role, Terms, User } from '@/lib/types'

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`

export function updateProfile(changes: { name?: string; photoUrl?: string }): Promise<User> {
  return api<User>('/api/me', { method: 'PATCH', body: changes })
}

/** Every account, newest first; q matches a name or email, whatever the case. */
export function listUsers(q: string, page: number, limit: number, signal?: AbortSignal): Promise<List<User>> {
  return api<List<User>>('/api/users', { query: { q, page, limit }, signal })
}

export function setUserRole(id: string, role: Role): Promise<User> {
  return api<User>(`${userPath(id)}/role`, { method: 'PUT', body: { role } })
}

export function removeUser(id: string): Promise<void> {
  return api<void>(userPath(id), { method: 'DELETE' })
}

export function setUserTerms(id: string, terms: Terms): Promise<User> {
  return api<User>(`${userPath(id)}/terms`, { method: 'PUT', body: terms })
}
