import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formatDate } from '@/lib/dates'
import { listOf, makeBooking, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const dueDate = '2025-04-03T00:00:00Z'
const onInvoice = makeBooking({ id: 'b-inv', user: 'ann@corp.test', productName: 'Intel Core i7', paymentMethod: 'invoice', invoiceNumber: 'INV-2025-000042', dueDate, overdue: true })
const byCard = makeBooking({ id: 'b-card', user: 'bob@corp.test', productName: 'Kingston RAM' })

function setup(markPaid: Parameters<typeof mockApi>[0][string] = (req) => ({ ...onInvoice, status: 'paid', paid: true, overdue: false, paidReference: (req.body as { reference: string }).reference })) {
  const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
  setSession(admin)
  const api = mockApi({
    'GET /api/me': () => admin,
    'GET /api/admin/bookings': () => listOf([onInvoice, byCard], 1, 20),
    'POST /api/admin/bookings/:id/mark-paid': markPaid,
  })
  renderRoute('/dashboard/all-orders')
  return api
}

const row = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement)

describe('All Orders: invoices', () => {
  it('shows the invoice number and its due date under the total, Overdue, and Mark paid only on an unpaid invoice', async () => {
    setup()
    await screen.findByRole('rowheader', { name: /^Intel Core i7/ }, SLOW)
    // no column of its own: the table fits beside the dashboard menu on a laptop
    expect(screen.queryByRole('columnheader', { name: 'Invoice' })).not.toBeInTheDocument()
    const total = within(row('Intel Core i7').getByText('INV-2025-000042').closest('td') as HTMLElement)
    expect(total.getByText(`Due ${formatDate(dueDate)}`)).toBeInTheDocument()
    expect(total.getByText(/^\$/)).toBeInTheDocument()
    expect(row('Intel Core i7').getByText('Overdue')).toBeInTheDocument()
    expect(row('Intel Core i7').getByRole('button', { name: /^Mark .* paid$/ })).toBeInTheDocument()
    expect(row('Kingston RAM').queryByText('Overdue')).not.toBeInTheDocument()
    expect(row('Kingston RAM').queryByRole('button', { name: /paid$/ })).not.toBeInTheDocument()
  })

  it('marks an invoice paid with the bank reference', async () => {
    const user = userEvent.setup()
    const api = setup()
    await user.click(await screen.findByRole('button', { name: /^Mark .* paid$/ }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Mark the invoice paid' }))
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }))
    expect(dialog.getByText('Bank reference is Required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/bookings/b-inv/mark-paid')).toHaveLength(0)

    await user.type(dialog.getByLabelText('Bank reference'), 'BACS 778812')
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }))
    expect(await screen.findByText('INV-2025-000042 is marked paid.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/bookings/b-inv/mark-paid')[0].body).toEqual({ reference: 'BACS 778812' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(row('Intel Core i7').getByText('Paid')).toBeInTheDocument()
    expect(row('Intel Core i7').queryByText('Overdue')).not.toBeInTheDocument()
  })

  it("keeps the dialog open with the server's message on the field", async () => {
    const user = userEvent.setup()
    setup(() => apiError(409, 'conflict', 'This order is already paid', { reference: 'This reference was already used' }))
    await user.click(await screen.findByRole('button', { name: /^Mark .* paid$/ }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Mark the invoice paid' }))
    await user.type(dialog.getByLabelText('Bank reference'), 'BACS 1')
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }))
    expect(await dialog.findByText('This reference was already used')).toBeInTheDocument()
    expect(await screen.findByText('This order is already paid')).toBeInTheDocument()
  })

  it('ships an invoiced order on terms before it is paid, and a partly refunded one, as the server allows', async () => {
    const user = userEvent.setup()
    const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
    setSession(admin)
    const refunded = makeBooking({ id: 'b-part', user: 'cy@corp.test', productName: 'Seagate HDD', status: 'partially_refunded', paid: true })
    const api = mockApi({
      'GET /api/me': () => admin,
      'GET /api/admin/bookings': () => listOf([onInvoice, byCard, refunded], 1, 20),
      'POST /api/admin/bookings/:id/ship': () => ({ ...onInvoice, status: 'shipped' }),
    })
    renderRoute('/dashboard/all-orders')
    await screen.findByRole('rowheader', { name: /^Intel Core i7/ }, SLOW)
    expect(row('Seagate HDD').getByRole('button', { name: /^Ship/ })).toHaveTextContent('Ship')
    expect(row('Kingston RAM').queryByRole('button', { name: /^Ship/ })).not.toBeInTheDocument()

    await user.click(row('Intel Core i7').getByRole('button', { name: /^Ship/ }))
    const dialog = screen.getByRole('dialog', { name: 'Ship this order' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }))
    expect(await screen.findByText('Order marked shipped')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/bookings/b-inv/ship')).toHaveLength(1)
  })
})
