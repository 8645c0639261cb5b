import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Booking } from '@/lib/types'
import { listOf, makeBooking, makeReturn, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

// the dashboard's pages load lazily: the first render of a file waits for them on a busy machine
const SLOW = { timeout: 30000 }
const PATIENT = { timeout: 45000 }
const delivered = makeBooking({
  id: '64b0000000000000000de11e',
  status: 'delivered',
  paid: true,
  paidAt: '2026-11-02T10:00:00Z',
  quantity: 30,
  lines: [
    { productId: 'p1', sku: 'SAM-990', productName: 'Samsung 990 PRO 1TB', quantity: 20, unitPriceCents: 10000, lineTotalCents: 200000, allocations: [], backorderedQuantity: 0 },
    { productId: 'p2', sku: 'KF-32', productName: 'Kingston 32GB DDR5', quantity: 10, unitPriceCents: 4500, lineTotalCents: 45000, allocations: [], backorderedQuantity: 0 },
  ],
  returnableLines: [
    { productId: 'p1', quantity: 20 },
    { productId: 'p2', quantity: 10 },
  ],
  returnDeadline: '2026-12-05T00:00:00Z',
})

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

function setup(booking: Booking = delivered, extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser({ email: 'buyer@example.com' }))
  const api = mockApi({ 'GET /api/bookings/:id': () => booking, 'GET /api/returns': () => listOf([]), ...extra })
  renderRoute(`/dashboard/orders/${booking.id}`)
  return api
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Return items' }, SLOW))
  return within(await screen.findByRole('dialog', { name: 'Return items' }, SLOW))
}

describe('returns on the order page', PATIENT, () => {
  it('caps each line at what can be returned and checks the form before sending', async () => {
    const api = setup()
    const form = await openForm()
    expect(form.getByText('Up to 20 can be returned')).toBeInTheDocument()
    expect(form.getByText('Up to 10 can be returned')).toBeInTheDocument()
    const ssd = form.getByLabelText('Samsung 990 PRO 1TB: pieces to return')
    expect(ssd).toHaveAttribute('max', '20')

    await userEvent.click(form.getByRole('button', { name: 'Request return' }))
    expect(form.getByRole('alert')).toHaveTextContent('Choose at least one piece to return')
    expect(form.getByLabelText('Reason')).toHaveAccessibleDescription('Reason is Required')

    await userEvent.clear(ssd)
    await userEvent.type(ssd, '21')
    await userEvent.click(form.getByRole('button', { name: 'Request return' }))
    expect(ssd).toHaveAccessibleDescription('At most 20 can be returned')
    expect(api.callsTo('POST', `/api/bookings/${delivered.id}/returns`)).toHaveLength(0)
  })

  it('sends the pieces and the reason, shows progress, toasts the number, and reads the returns and the order again', async () => {
    const answer = deferred<unknown>()
    const api = setup(delivered, { 'POST /api/bookings/:id/returns': () => answer.promise })
    const form = await openForm()
    const ssd = form.getByLabelText('Samsung 990 PRO 1TB: pieces to return')
    await userEvent.clear(ssd)
    await userEvent.type(ssd, '5')
    await userEvent.type(form.getByLabelText('Reason'), 'Five arrived dead')
    await userEvent.click(form.getByRole('button', { name: 'Request return' }))

    await waitFor(() => expect(form.getByRole('button', { name: 'Request return' })).toBeDisabled())
    expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(api.callsTo('POST', `/api/bookings/${delivered.id}/returns`)[0].body).toEqual({ lines: [{ productId: 'p1', quantity: 5 }], reason: 'Five arrived dead' })

    answer.resolve(makeReturn({ number: 'RMA-2026-000042', bookingId: delivered.id }))
    expect(await screen.findByText('Return RMA-2026-000042 requested. We’ll mail you the shop’s answer.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Return items' })).not.toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET', '/api/returns')).toHaveLength(2))
    expect(api.callsTo('GET', `/api/bookings/${delivered.id}`)).toHaveLength(2)
  })

  it('puts the server’s refusal on the line it names', async () => {
    setup(delivered, { 'POST /api/bookings/:id/returns': () => apiError(400, 'invalid', 'Check the highlighted fields', { 'lines.p2': 'At most 4 pieces of this line can be returned' }) })
    const form = await openForm()
    const ram = form.getByLabelText('Kingston 32GB DDR5: pieces to return')
    await userEvent.clear(ram)
    await userEvent.type(ram, '6')
    await userEvent.type(form.getByLabelText('Reason'), 'Wrong speed')
    await userEvent.click(form.getByRole('button', { name: 'Request return' }))
    await waitFor(() => expect(ram).toHaveAccessibleDescription('At most 4 pieces of this line can be returned'))
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Return items' })).toBeInTheDocument()
  })

  it('lists the order’s returns with their status, pieces, instructions and rejection reason', async () => {
    const closed = { ...delivered, returnableLines: [] }
    const api = setup(closed, {
      'GET /api/returns': () =>
        listOf([
          makeReturn({ number: 'RMA-2026-000001', status: 'approved', instructions: 'Ship to Dock 4, Rotterdam, quoting the RMA number.' }),
          makeReturn({ number: 'RMA-2026-000002', status: 'rejected', rejectionReason: 'The seals are broken', lines: [{ productId: 'p2', sku: 'KF-32', productName: 'Kingston 32GB DDR5', quantity: 3 }] }),
        ]),
    })
    const returns = within(await screen.findByRole('region', { name: 'Returns' }, SLOW))
    const approved = within(await returns.findByRole('listitem', { name: 'Return RMA-2026-000001' }))
    expect(approved.getByText('Approved')).toBeInTheDocument()
    expect(approved.getByText('Ship to Dock 4, Rotterdam, quoting the RMA number.')).toBeInTheDocument()
    expect(approved.getByText(/5 × Samsung 990 PRO 1TB NVMe SSD/)).toBeInTheDocument()
    const rejected = within(returns.getByRole('listitem', { name: 'Return RMA-2026-000002' }))
    expect(rejected.getByText('Not accepted: The seals are broken')).toBeInTheDocument()
    expect(rejected.getByText(/3 × Kingston 32GB DDR5/)).toBeInTheDocument()
    expect(returns.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/returns')[0].url.searchParams.get('bookingId')).toBe(delivered.id)
  })

  it('doesn’t ask for the returns of an order that was never delivered, and offers no return', async () => {
    const api = setup(makeBooking({ id: 'b-paid', status: 'paid', paid: true }))
    await screen.findByRole('heading', { name: /^Order / }, SLOW)
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/returns')).toHaveLength(0)
  })

  it('offers no return to the shop’s admin looking at a buyer’s order', async () => {
    setSession(makeUser({ role: 'admin', email: 'admin@pallet.test' }))
    mockApi({ 'GET /api/bookings/:id': () => delivered, 'GET /api/returns': () => listOf([]) })
    renderRoute(`/dashboard/orders/${delivered.id}`)
    await screen.findByRole('heading', { name: /^Order / }, SLOW)
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
  })
})
