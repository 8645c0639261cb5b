import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import type { BookingStatus } from '@/lib/types'

// A company's shared orders: admins and approvers see every member's orders
// and approve or reject those above a buyer's spending limit; buyers see their own.

const order = (id: string) => ({ params: { path: { id } } })

export interface CompanyOrdersQuery {
  status: BookingStatus | ''
  q: string
}

/** Admins and approvers: every member's orders; buyers: their own. */
export function listCompanyOrders({ status, q }: CompanyOrdersQuery, page: number, limit: number, signal?: AbortSignal) {
  return dataOf(client.GET('/api/company/orders', { params: { query: { status: status || undefined, q, page, limit } }, signal }))
}

export function approveOrder(id: string) {
  return dataOf(client.POST('/api/company/orders/{id}/approve', order(id)))
}

export function rejectOrder(id: string, reason: string) {
  return dataOf(client.POST('/api/company/orders/{id}/reject', { ...order(id), body: { reason } }))
}

export const companyOrdersQuery = (query: CompanyOrdersQuery, page: number, limit: number) =>
  queryOptions({ queryKey: ['/api/company/orders', { ...query, page, limit }], queryFn: ({ signal }) => listCompanyOrders(query, page, limit, signal) })
