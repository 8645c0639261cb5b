import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'

/** The sales figures of orders placed in the last `days` days. */
export function getSalesStats(days: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/stats', { params: { query: { days } }, signal }))
}

export const salesStatsQuery = (days: number) => queryOptions({ queryKey: ['/api/admin/stats', days], queryFn: ({ signal }) => getSalesStats(days, signal) })
