import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import type { Company } from '@/lib/types'

export function getCompany(signal?: AbortSignal) {
  return dataOf(client.GET('/api/me/company', { signal }))
}

export function updateCompany(company: Company) {
  return dataOf(client.PUT('/api/me/company', { body: company }))
}

export const companyQuery = queryOptions({ queryKey: ['/api/me/company'], queryFn: ({ signal }) => getCompany(signal) })
