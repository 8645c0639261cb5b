import { describe, expect, it } from 'vitest'
import { makeCompany } from '@/testing/fixtures'
import { companyItems, menuFor } from './menu'

describe('the dashboard menu', () => {
  it('gives the dashboard menu Approvals only for admins and approvers, and Found a company to buyers in none', () => {
    const labels = (role: Parameters<typeof companyItems>[0]) => companyItems(role).map((item) => item.label)
    expect(labels('admin')).toEqual(['Company', 'Company orders', 'Approvals'])
    expect(labels('approver')).toEqual(['Company', 'Company orders', 'Approvals'])
    expect(labels('buyer')).toEqual(['Company', 'Company orders'])
    expect(labels(null)).toEqual(['Found a company'])
    expect(labels(undefined)).toEqual([])
  })

  it('adds the company pages to a member customer\'s menu, and Companies to the shop admin\'s', () => {
    expect(menuFor(false, makeCompany({ myRole: 'buyer' })).map((item) => item.to)).toContain('/dashboard/company-orders')
    expect(menuFor(false, null).map((item) => item.label)).toContain('Found a company')
    expect(menuFor(true, null).map((item) => item.label)).toContain('Companies')
    expect(menuFor(true, null).map((item) => item.label)).not.toContain('Found a company')
  })

  it('gives a customer My Returns after My Orders, and the shop admin the Returns queue after All Orders', () => {
    const customer = menuFor(false, null).map((item) => item.to)
    expect(customer.slice(customer.indexOf('/dashboard/myOrders'), customer.indexOf('/dashboard/myOrders') + 2)).toEqual(['/dashboard/myOrders', '/dashboard/returns'])
    const admin = menuFor(true, null).map((item) => item.to)
    expect(admin.slice(admin.indexOf('/dashboard/all-orders'), admin.indexOf('/dashboard/all-orders') + 2)).toEqual(['/dashboard/all-orders', '/dashboard/admin-returns'])
  })
})
