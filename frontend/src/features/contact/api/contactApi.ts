import { api } from '@/lib/api'
import type { ContactInput, List, Message } from '@/lib/types'

const messagePath = (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`

export function sendMessage(input: ContactInput): Promise<{ id: string }> {
  return api<{ id: string }>('/api/contact', { method: 'POST', body: input })
}

export function listMessages(page: number, limit: number, signal?: AbortSignal): Promise<List<Message>> {
  return api<List<Message>>('/api/admin/messages', { query: { page, limit }, signal })
}

export function markMessage(id: string, read: boolean): Promise<Message> {
  return api<Message>(messagePath(id), { method: 'PATCH', body: { read } })
}

export function deleteMessage(id: string): Promise<void> {
  return api<void>(messagePath(id), { method: 'DELETE' })
}
