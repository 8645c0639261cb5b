import { canApprove } from '@/lib/myCompany'
import type { CompanyAccount, CompanyRole } from '@/lib/types'

export interface MenuItem {
  to: string
  label: string
  end?: boolean
}

const PROFILE: MenuItem = { to: '/dashboard', label: 'My Profile', end: true }
// an admin's dashboard landing is the sales dashboard, so their profile has its own page
const SALES: MenuItem = { to: '/dashboard', label: 'Sales', end: true }
const ADMIN_PROFILE: MenuItem = { to: '/dashboard/profile', label: 'My Profile' }

const CUSTOMER_ITEMS: MenuItem[] = [
  { to: '/dashboard/myOrders', label: 'My Orders' },
  { to: '/dashboard/returns', label: 'My Returns' },
  { to: '/dashboard/quotes', label: 'My Quotes' },
  { to: '/dashboard/addReviews', label: 'Add a Review' },
]

const ADMIN_ITEMS: MenuItem[] = [
  { to: '/dashboard/makeAdmin', label: 'Make Admin' },
  { to: '/dashboard/companies', label: 'Companies' },
  { to: '/dashboard/all-orders', label: 'All Orders' },
  { to: '/dashboard/admin-returns', label: 'Returns' },
  { to: '/dashboard/admin-quotes', label: 'Quotes' },
  { to: '/dashboard/add-products', label: 'Add Products' },
  { to: '/dashboard/manageProducts', label: 'Manage Products' },
  { to: '/dashboard/categories', label: 'Categories' },
  { to: '/dashboard/warehouses', label: 'Warehouses' },
  { to: '/dashboard/messages', label: 'Messages' },
  { to: '/dashboard/reviews', label: 'Reviews' },
  { to: '/dashboard/audit', label: 'Audit log' },
]

/**
 * A customer's company pages: the company and its orders for a member, Approvals for its admins
 * and approvers, and the page to found one for a buyer in none (null); nothing while unknown.
 */
export function companyItems(role: CompanyRole | null | undefined): MenuItem[] {
  if (role === undefined) return []
  if (role === null) return [{ to: '/dashboard/company', label: 'Found a company' }]
  const items: MenuItem[] = [
    { to: '/dashboard/company', label: 'Company' },
    { to: '/dashboard/company-orders', label: 'Company orders' },
  ]
  return canApprove(role) ? [...items, { to: '/dashboard/approvals', label: 'Approvals' }] : items
}

/** The side menu: My Profile first for everyone, then the customer's pages (with their company's) or the admin's. */
export function menuFor(isAdmin: boolean, company?: CompanyAccount | null): MenuItem[] {
  if (isAdmin) return [SALES, ADMIN_PROFILE, ...ADMIN_ITEMS]
  return [PROFILE, ...CUSTOMER_ITEMS, ...companyItems(company ? (company.myRole ?? 'buyer') : company)]
}
