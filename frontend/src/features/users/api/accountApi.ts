import { api } from '@/lib/api'
import type { Company } from '@/lib/types'

export function getCompany(signal?: AbortSignal): Promise<Company> {
  return api<Company>('/api/me/company', { signal })
}

export function updateCompany(company: Company): Promise<Company> {
  return api<Company>('/api/me/company', { method: 'PUT', body: company })
}
