import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'

export interface AuditQuery {
  /** an admin's email */
  actor: string
  /** e.g. "product.edit" */
  action: string
}

/** Admin changes, newest first. */
export function listAudit(query: AuditQuery, page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/audit', { params: { query: { ...query, page, limit } }, signal }))
}

export const auditQuery = (query: AuditQuery, page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/admin/audit', { ...query, page, limit }], queryFn: ({ signal }) => listAudit(query, page, limit, signal) })
