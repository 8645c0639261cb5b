import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import type { Role, Terms } from '@/lib/types'

const user = (id: string) => ({ params: { path: { id } } })

export function updateProfile(changes: { name?: string; photoUrl?: string }) {
  return dataOf(client.PATCH('/api/me', { body: changes }))
}

/** Every account, newest first; q matches a name or email, whatever the case. */
export function listUsers(q: string, page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/users', { params: { query: { q, page, limit } }, signal }))
}

export function setUserRole(id: string, role: Role) {
  return dataOf(client.PUT('/api/users/{id}/role', { ...user(id), body: { role } }))
}

export function removeUser(id: string) {
  return dataOf(client.DELETE('/api/users/{id}', user(id)))
}

export function setUserTerms(id: string, terms: Terms) {
  return dataOf(client.PUT('/api/users/{id}/terms', { ...user(id), body: terms }))
}

export const usersQuery = (q: string, page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/users', { q, page, limit }], queryFn: ({ signal }) => listUsers(q, page, limit, signal) })
