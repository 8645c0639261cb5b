import { describe, expect, it } from 'vitest'
import { makeCompany, makeMember } from '@/testing/fixtures'
import { companyPageParts, isLastAdmin, LIMIT_FORMAT, parseSpendingLimit } from '../components/companyModel'

describe('parseSpendingLimit', () => {
  it('reads dollars as cents, and empty as no limit', () => {
    expect(parseSpendingLimit('5,000')).toEqual({ cents: 500000 })
    expect(parseSpendingLimit('$129.99')).toEqual({ cents: 12999 })
    expect(parseSpendingLimit('  ')).toEqual({ cents: null })
  })

  it('refuses what is not an amount', () => {
    expect(parseSpendingLimit('lots')).toEqual({ error: LIMIT_FORMAT })
    expect(parseSpendingLimit('-5')).toEqual({ error: LIMIT_FORMAT })
  })
})

describe('what each role sees', () => {
  it('lets admins manage everything and approve', () => {
    expect(companyPageParts('admin')).toEqual({ editDetails: true, manageMembers: true, invitations: true, approvals: true })
  })

  it('lets approvers approve but not manage', () => {
    expect(companyPageParts('approver')).toEqual({ editDetails: false, manageMembers: false, invitations: false, approvals: true })
  })

  it('shows buyers the company only', () => {
    expect(companyPageParts('buyer')).toEqual({ editDetails: false, manageMembers: false, invitations: false, approvals: false })
  })
})

describe('isLastAdmin', () => {
  it('is true only for the one admin', () => {
    const company = makeCompany({ members: [makeMember({ role: 'admin', userId: 'a' }), makeMember({ role: 'buyer', userId: 'b' })] })
    expect(isLastAdmin(company, company.members[0])).toBe(true)
    expect(isLastAdmin(company, company.members[1])).toBe(false)
    const two = makeCompany({ members: [makeMember({ role: 'admin' }), makeMember({ role: 'admin' })] })
    expect(isLastAdmin(two, two.members[0])).toBe(false)
  })
})
