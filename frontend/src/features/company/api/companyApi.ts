import { queryOptions } from '@tanstack/react-query'
import { client, dataOf } from '@/lib/api'
import type { CompanyPatch, InvitationInput, MemberPatch } from '@/lib/types'

// The buyer's side of company accounts: found and edit a company, its members and invitations.
// Its shared orders and approvals belong to the orders feature.

const member = (userId: string) => ({ params: { path: { userId } } })

export function foundCompany(input: { name: string; vatId?: string; billingAddress?: string }) {
  return dataOf(client.POST('/api/company', { body: input }))
}

export function updateCompany(patch: CompanyPatch) {
  return dataOf(client.PATCH('/api/company', { body: patch }))
}

export function updateMember(userId: string, patch: MemberPatch) {
  return dataOf(client.PATCH('/api/company/members/{userId}', { ...member(userId), body: patch }))
}

/** An admin removes a member, or a member leaves. */
export function removeMember(userId: string) {
  return dataOf(client.DELETE('/api/company/members/{userId}', member(userId)))
}

export function listInvitations(signal?: AbortSignal) {
  return dataOf(client.GET('/api/company/invitations', { signal }))
}

export function invite(input: InvitationInput) {
  return dataOf(client.POST('/api/company/invitations', { body: input }))
}

export function withdrawInvitation(id: string) {
  return dataOf(client.DELETE('/api/company/invitations/{id}', { params: { path: { id } } }))
}

export function acceptInvitation(token: string) {
  return dataOf(client.POST('/api/company/invitations/accept', { body: { token } }))
}

export const invitationsQuery = queryOptions({ queryKey: ['/api/company/invitations'], queryFn: ({ signal }) => listInvitations(signal) })

