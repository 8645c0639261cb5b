import { describe, expect, it } from 'vitest'
import { actionLabel, targetLink } from '../components/auditActions'

describe('audit actions', () => {
  it('links each product an import changed, not the import itself', () => {
    expect(targetLink('product.import', 'p-ryzen')).toBe('/dashboard/manageProducts?edit=p-ryzen')
    expect(targetLink('product.import', 'catalogue')).toBeNull()
  })

  it('names the inbox changes', () => {
    expect(actionLabel('message.read')).toBe('Marked a message read or unread')
    expect(actionLabel('message.delete')).toBe('Deleted a message')
    expect(targetLink('message.delete', 'm-1')).toBeNull()
  })

  it('names every step of a return, the buyer’s request too', () => {
    expect(actionLabel('return.request')).toBe('Asked to return pieces')
    expect(actionLabel('return.approve')).toBe('Approved a return')
    expect(actionLabel('return.reject')).toBe('Rejected a return')
    expect(actionLabel('return.receive')).toBe('Received a return')
    expect(actionLabel('return.refund')).toBe('Refunded a return')
  })

  it('names the company actions and links a company, or the order an approver decided', () => {
    expect(actionLabel('company.terms')).toBe('Set company terms')
    expect(actionLabel('company.member-remove')).toBe('Removed a member')
    expect(actionLabel('company.order-approve')).toBe('Approved an order')
    expect(targetLink('company.prices', 'c-1')).toBe('/dashboard/companies/c-1')
    expect(targetLink('company.order-reject', 'b-1')).toBe('/dashboard/orders/b-1')
    expect(targetLink('company.member-change', 'u-1')).toBeNull()
  })
})
