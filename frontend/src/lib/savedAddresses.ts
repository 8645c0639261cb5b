import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from './api'
import { queryClient } from './queryClient'
import type { SavedAddress, SavedAddressInput } from './types'

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

export const addressesQuery = queryOptions({ queryKey: ['/api/me/addresses'], queryFn: ({ signal }) => listAddresses(signal) })

/** Adds an address to the cached book, as the server answered it. */
export function keepAddedAddress(address: SavedAddress): void {
  queryClient.setQueryData(addressesQuery.queryKey, (list) => list && [...list, address])
}

export function forgetAddress(id: string): void {
  queryClient.setQueryData(addressesQuery.queryKey, (list) => list?.filter((a) => a.id !== id))
}
