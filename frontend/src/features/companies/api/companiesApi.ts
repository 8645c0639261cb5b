import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import { queryClient, replaceInLists } from '@/lib/queryClient'
import type { BookingStatus, CompanyAccount, ContractPriceLine, Terms } from '@/lib/types'

// The shop's admins and company accounts: find one, set its terms, keep its contract prices.

const company = (id: string) => ({ params: { path: { id } } })

/** q: a company name, VAT id or a member's email. */
export function listCompanies(q: string, page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/companies', { params: { query: { q, page, limit } }, signal }))
}

export function getCompany(id: string, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/companies/{id}', { ...company(id), signal }))
}

export function setCompanyTerms(id: string, terms: Terms) {
  return dataOf(client.PUT('/api/admin/companies/{id}/terms', { ...company(id), body: terms }))
}

export function getContractPrices(id: string, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/companies/{id}/prices', { ...company(id), signal }))
}

/** Replaces the company's whole list; an unknown SKU is a 400 naming its index in `prices`. */
export function putContractPrices(id: string, prices: ContractPriceLine[]) {
  return dataOf(client.PUT('/api/admin/companies/{id}/prices', { ...company(id), body: { prices } }))
}

export const companiesQuery = (q: string, page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/admin/companies', { q, page, limit }], queryFn: ({ signal }) => listCompanies(q, page, limit, signal) })

export const adminCompanyQuery = (id: string) => queryOptions({ queryKey: ['/api/admin/companies/{id}', id], queryFn: ({ signal }) => getCompany(id, signal) })

export const adminPricesQuery = (id: string) => queryOptions({ queryKey: ['/api/admin/companies/{id}/prices', id], queryFn: ({ signal }) => getContractPrices(id, signal) })

/** Shows a company an action changed on its page and in every list. */
export function keepAdminCompany(changed: CompanyAccount): void {
  queryClient.setQueryData(adminCompanyQuery(changed.id).queryKey, changed)
  replaceInLists('/api/admin/companies', changed)
}

/** A company's orders, every member's, newest first. */
export function listCompanyOrders(id: string, status: BookingStatus | '', page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/admin/companies/{id}/orders', { params: { path: { id }, query: { status: status || undefined, page, limit } }, signal }))
}

export const adminCompanyOrdersQuery = (id: string, status: BookingStatus | '', page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/admin/companies/{id}/orders', id, { status, page, limit }], queryFn: ({ signal }) => listCompanyOrders(id, status, page, limit, signal) })
