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
  { to: '/dashboard/quotes', label: 'My Quotes' },
  { to: '/dashboard/addReviews', label: 'Add a Review' },
]

const ADMIN_ITEMS: MenuItem[] = [
  { to: '/dashboard/makeAdmin', label: 'Make Admin' },
  { to: '/dashboard/all-orders', label: 'All Orders' },
  { to: '/dashboard/admin-quotes', label: 'Quotes' },
  { to: '/dashboard/add-products', label: 'Add Products' },
  { to: '/dashboard/manageProducts', label: 'Manage Products' },
  { to: '/dashboard/categories', label: 'Categories' },
  { to: '/dashboard/warehouses', label: 'Warehouses' },
  { to: '/dashboard/messages', label: 'Messages' },
  { to: '/dashboard/audit', label: 'Audit log' },
]

/** The side menu: My Profile first for everyone, then the customer's pages or the admin's. */
export function menuFor(isAdmin: boolean): MenuItem[] {
  return isAdmin ? [SALES, ADMIN_PROFILE, ...ADMIN_ITEMS] : [PROFILE, ...CUSTOMER_ITEMS]
}
