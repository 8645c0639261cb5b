import { api } from './api'
import type { List, SavedAddress, SavedAddressInput } from './types'

// The account's address book: kept on My Profile, picked and added to at checkout.

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
