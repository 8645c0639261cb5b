import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import type { ContactInput } from '@/lib/types'

const message = (id: string) => ({ params: { path: { id } } })

export function sendMessage(input: ContactInput) {
  return dataOf(client.POST('/api/contact', { body: input }))
}

export function listMessages(page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/messages', { params: { query: { page, limit } }, signal }))
}

export function markMessage(id: string, read: boolean) {
  return dataOf(client.PATCH('/api/admin/messages/{id}', { ...message(id), body: { read } }))
}

export function deleteMessage(id: string) {
  return dataOf(client.DELETE('/api/admin/messages/{id}', message(id)))
}

export const messagesQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/admin/messages', { page, limit }], queryFn: ({ signal }) => listMessages(page, limit, signal) })
