import { client, dataOf } from './api'
import type { SavedAddressInput } from './types'

// The account's address book: kept on My Profile, picked and added to at checkout.

export async function listAddresses(signal?: AbortSignal) {
  const list = await dataOf(client.GET('/api/me/addresses', { signal }))
  return list.items
}

export function addAddress(input: SavedAddressInput) {
  return dataOf(client.POST('/api/me/addresses', { body: input }))
}

export function deleteAddress(id: string) {
  return dataOf(client.DELETE('/api/me/addresses/{id}', { params: { path: { id } } }))
}
