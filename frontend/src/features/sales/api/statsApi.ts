import { api } from '@/lib/api'
import type { SalesStats } from '@/lib/types'

/** The sales figures of orders placed in the last `days` days. */
export function getSalesStats(days: number, signal?: AbortSignal): Promise<SalesStats> {
  return api<SalesStats>('/api/admin/stats', { query: { days }, signal })
}
