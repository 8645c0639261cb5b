import type { Account, CompanyAccount, CompanyRole, ShopApi } from './api'
import { waitForMailedLink } from './mail'

// Company accounts for the journeys: buyers who confirmed their email (founding and joining
// need it), and members who joined through the link the shop mailed them.

/** A new account that opened the verification link mailed at sign-up. */
export async function verifiedBuyer(api: ShopApi, label: string): Promise<Account> {
  const account = await api.signUp(label)
  const link = await waitForMailedLink(account.email, '/verify-email')
  await api.verifyEmail(link.searchParams.get('token') ?? '')
  return account
}

/** The token of the newest invitation link mailed to `email`. */
export async function mailedInvitationToken(email: string): Promise<string> {
  const link = await waitForMailedLink(email, '/join')
  return link.searchParams.get('token') ?? ''
}

/** An admin's company with a new verified member of this role, who joined from the mailed link. */
export async function addMember(api: ShopApi, admin: Account, label: string, role: CompanyRole, spendingLimitCents?: number): Promise<{ member: Account; company: CompanyAccount }> {
  const member = await verifiedBuyer(api, label)
  await api.as(admin.token).invite(member.email, role, spendingLimitCents)
  const company = await api.as(member.token).acceptInvitation(await mailedInvitationToken(member.email))
  return { member, company }
}
