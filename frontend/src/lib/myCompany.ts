import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, client, dataOf } from './api'
import { queryClient } from './queryClient'
import { getToken } from './token'
import { formatCents } from './money'
import type { CompanyAccount, CompanyRole, ContractPrice } from './types'

// The signed-in buyer's company, read by the dashboard menu, checkout (terms, PO rule), the order
// page and the storefront ("Your price"). A buyer in no company reads null, not an error.

/** GET /api/company; null when the caller is in no company (the server's 404). */
export async function getMyCompany(signal?: AbortSignal): Promise<CompanyAccount | null> {
  try {
    return await dataOf(client.GET('/api/company', { signal }))
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null
    throw err
  }
}

export const myCompanyQuery = queryOptions({ queryKey: ['/api/company'], queryFn: ({ signal }) => getMyCompany(signal), staleTime: 60_000 })

/** The company's agreed unit prices, by product id. */
export async function getContractPrices(signal?: AbortSignal): Promise<Map<string, ContractPrice>> {
  const list = await dataOf(client.GET('/api/company/prices', { signal }))
  return new Map(list.items.map((price) => [price.productId, price]))
}

export const contractPricesQuery = queryOptions({ queryKey: ['/api/company/prices'], queryFn: ({ signal }) => getContractPrices(signal), staleTime: 60_000 })

/**
 * The signed-in buyer's company: null in none, undefined while unknown or for a visitor (who has
 * no token, so nothing is asked; signing out empties the cache).
 */
export function useMyCompany(): CompanyAccount | null | undefined {
  return useQuery({ ...myCompanyQuery, enabled: Boolean(getToken()) }).data
}

/** The member's contract prices, or an empty map for everyone else. */
export function useContractPrices(): Map<string, ContractPrice> {
  const company = useMyCompany()
  return useQuery({ ...contractPricesQuery, enabled: Boolean(company) }).data ?? NO_PRICES
}

const NO_PRICES = new Map<string, ContractPrice>()

/** Shows the company an action changed (edited, joined, left) everywhere it is read. */
export function keepMyCompany(company: CompanyAccount | null): void {
  queryClient.setQueryData(myCompanyQuery.queryKey, company)
  if (!company) queryClient.removeQueries({ queryKey: contractPricesQuery.queryKey })
  else void queryClient.invalidateQueries({ queryKey: contractPricesQuery.queryKey })
}

/** Admins and approvers approve orders and see every member's orders. */
export function canApprove(role: CompanyRole | undefined): boolean {
  return role === 'admin' || role === 'approver'
}

/** Admins manage the members, invitations and the company's details. */
export function canManage(role: CompanyRole | undefined): boolean {
  return role === 'admin'
}

export const ROLE_LABELS: Record<CompanyRole, string> = { admin: 'Admin', approver: 'Approver', buyer: 'Buyer' }
export const COMPANY_ROLES = Object.keys(ROLE_LABELS) as CompanyRole[]

/** A member's limit above which their orders need approval; null is none. */
export function formatSpendingLimit(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? 'No limit' : formatCents(cents)
}
