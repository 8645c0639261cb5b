import { api } from '@/lib/api'
import type { AuditEntry, List } from '@/lib/types'

export interface AuditQuery {
  /** an admin's email */
  actor: string
  /** e.g. "product.edit" */
  action: string
}

/** Admin changes, newest first. */
export function listAudit(query: AuditQuery, page: number, limit: number, signal?: AbortSignal): Promise<List<AuditEntry>> {
  return api<List<AuditEntry>>('/api/admin/audit', { query: { ...query, page, limit }, signal })
}
