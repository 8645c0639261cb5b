import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Booking, CompanyRole } from '@/lib/types'
import { listOf, makeBooking, makeCompany, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { REASON_REQUIRED } from '../components/ApprovalActions'

const SLOW = { timeout: 10000 }
const company = { id: 'c00000000000000000000001', name: 'Acme Systems Ltd' }
const pending = makeBooking({
  id: 'b00000000000000000000042',
  user: 'sam@acme.test',
  status: 'pending_approval',
  company,
  totalPriceCents: 1_250_000,
  lines: [
    { productId: 'p1', sku: 'SAM-990', productName: 'Samsung 990 PRO 1TB', quantity: 100, unitPriceCents: 10000, lineTotalCents: 1_000_000, allocations: [], backorderedQuantity: 0 },
    { productId: 'p2', sku: 'KF-32', productName: 'Kingston 32GB DDR5', quantity: 50, unitPriceCents: 5000, lineTotalCents: 250_000, allocations: [], backorderedQuantity: 0 },
  ],
})

function openQueue(role: CompanyRole, routes: Parameters<typeof mockApi>[0] = {}, items: Booking[] = [pending]) {
  setSession(makeUser({ id: 'me', email: 'approver@acme.test' }))
  let decided = false
  const api = mockApi({
    'GET /api/company': () => makeCompany({ myRole: role }),
    'GET /api/company/prices': () => ({ items: [], total: 0, page: 1, limit: 10000 }),
    'GET /api/company/orders': () => listOf(decided ? [] : items),
    'POST /api/company/orders/:id/approve': () => {
      decided = true
      return { ...pending, status: 'unpaid' }
    },
    'POST /api/company/orders/:id/reject': () => {
      decided = true
      return { ...pending, status: 'rejected' }
    },
    ...routes,
  })
  return { api, ...renderRoute('/dashboard/approvals') }
}

describe('Approvals', () => {
  it('lists each waiting order with its lines, buyer and total', async () => {
    const { api } = openQueue('approver')
    const order = await screen.findByRole('listitem', { name: /Order / }, SLOW)
    expect(within(order).getByText('sam@acme.test')).toBeInTheDocument()
    expect(within(order).getByText('$12,500.00')).toBeInTheDocument()
    expect(within(order).getByText('Samsung 990 PRO 1TB')).toBeInTheDocument()
    expect(within(order).getByText('Kingston 32GB DDR5')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/company/orders')[0].url.searchParams.get('status')).toBe('pending_approval')
  })

  it('approves an order, which leaves the queue', async () => {
    const user = userEvent.setup()
    const { api } = openQueue('admin')
    await user.click(await screen.findByRole('button', { name: /^Approve order/ }, SLOW))
    expect(await screen.findByText(/approved. It can be paid now/)).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/company/orders/${pending.id}/approve`)).toHaveLength(1)
    expect(await screen.findByText('Nothing waits for approval')).toBeInTheDocument()
  })

  it('asks for a reason before rejecting, and sends it', async () => {
    const user = userEvent.setup()
    const { api } = openQueue('approver')
    await user.click(await screen.findByRole('button', { name: /^Reject order/ }, SLOW))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }))
    expect(within(dialog).getByText(REASON_REQUIRED)).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/company/orders/${pending.id}/reject`)).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Reason'), 'Over the quarter’s budget')
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }))
    expect(await screen.findByText(/rejected; its stock is back on sale/)).toBeInTheDocument()
    expect(api.callsTo('POST', `/api/company/orders/${pending.id}/reject`)[0].body).toEqual({ reason: 'Over the quarter’s budget' })
  })

  it('offers no buttons on the approver’s own order', async () => {
    openQueue('approver', {}, [{ ...pending, user: 'approver@acme.test' }])
    expect(await screen.findByText(/You placed this order/, {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Approve order/ })).not.toBeInTheDocument()
  })

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup()
    openQueue('approver', { 'POST /api/company/orders/:id/approve': () => apiError(409, 'conflict', 'The order is no longer waiting for approval') })
    await user.click(await screen.findByRole('button', { name: /^Approve order/ }, SLOW))
    expect(await screen.findByText('The order is no longer waiting for approval')).toBeInTheDocument()
  })
})

describe('Order page of a company order', () => {
  function openOrder(booking: Booking, role: CompanyRole | null, email = 'buyer@example.com') {
    setSession(makeUser({ email }))
    mockApi({
      'GET /api/bookings/:id': () => booking,
      'GET /api/company': () => (role ? makeCompany({ myRole: role }) : apiError(404, 'not_found', 'No company')),
      'GET /api/company/prices': () => ({ items: [], total: 0, page: 1, limit: 10000 }),
    })
    return renderRoute(`/dashboard/orders/${booking.id}`)
  }

  it('tells its buyer it waits for approval, names the company, and offers no payment', async () => {
    openOrder({ ...pending, user: 'buyer@example.com' }, 'buyer')
    expect(await screen.findByText(/Waiting for approval/, {}, SLOW)).toBeInTheDocument()
    expect(screen.getAllByText('Awaiting approval').length).toBeGreaterThan(0)
    expect(screen.getByText('Acme Systems Ltd', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Pay( by card)?$/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument()
    // its buyer may still withdraw it
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
  })

  it('lets an approver of the company approve it from the order page', async () => {
    openOrder(pending, 'approver', 'approver@acme.test')
    expect(await screen.findByRole('button', { name: /^Approve order/ }, SLOW)).toBeInTheDocument()
  })

  it('shows a rejected order’s reason', async () => {
    openOrder({ ...pending, user: 'buyer@example.com', status: 'rejected', rejectionReason: 'Not this quarter' }, 'buyer')
    expect(await screen.findByText(/Reason: Not this quarter/, {}, SLOW)).toBeInTheDocument()
  })

  it('lets an approver pay a colleague’s unpaid order', async () => {
    openOrder({ ...pending, status: 'unpaid' }, 'admin', 'approver@acme.test')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', `/dashboard/payment/${pending.id}`), SLOW)
  })
})
