import { canApprove, canManage } from '@/lib/myCompany'
import { dollarsToCents } from '@/lib/money'
import type { CompanyAccount, CompanyMember, CompanyRole } from '@/lib/types'

export const LIMIT_FORMAT = 'Enter an amount in dollars, such as 5,000, or leave it empty for no limit'

/** "5,000" → 500000 cents; empty → null (no limit); anything else → an error message. */
export function parseSpendingLimit(text: string): { cents: number | null } | { error: string } {
  if (!text.trim()) return { cents: null }
  const cents = dollarsToCents(text)
  return cents === null ? { error: LIMIT_FORMAT } : { cents }
}

/** 500000 → "5000.00" for an input; null → "" */
export function limitInputOf(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2)
}

/** What the company page shows a member of this role. */
export interface CompanyPageParts {
  /** edit the name, VAT id, billing address and PO rule (else they are shown read-only) */
  editDetails: boolean
  /** change roles and limits, remove members */
  manageMembers: boolean
  /** send, list and withdraw invitations */
  invitations: boolean
  /** the Approvals queue and every member's orders */
  approvals: boolean
}

export function companyPageParts(role: CompanyRole | undefined): CompanyPageParts {
  const admin = canManage(role)
  return { editDetails: admin, manageMembers: admin, invitations: admin, approvals: canApprove(role) }
}

export const LAST_ADMIN = 'A company needs an admin'

/** True when this member is the only admin: removing, demoting or their leaving is refused (409). */
export function isLastAdmin(company: CompanyAccount, member: CompanyMember): boolean {
  return member.role === 'admin' && company.members.filter((m) => m.role === 'admin').length === 1
}
