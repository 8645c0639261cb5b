import { api } from '@/lib/api'
import type { Company, List, SavedAddress, SavedAddressInput } from '@/lib/types'

export function getCompany(signal?: AbortSignal): Promise<Company> {
  return api<Company>('/api/me/company', { signal })
}

export function updateCompany(company: Company): Promise<Company> {
  return api<Company>('/api/me/company', { method: 'PUT', body: company })
}

export async function listAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const list = await api<List<SavedAddress>>('/api/me/addresses', { signal })
  return list.items
}

export function addAddress(input: SavedAddressInput): Promise<SavedAddress> {
  return api<SavedAddress>('/api/me/addresses', { method: 'POST', body: input })
}

export function deleteAddress(id: string): Promise<void> {
  return api<void>(`/api/me/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
