import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '@/lib/dates'
import { queryClient } from '@/lib/queryClient'
import type { Booking } from '@/lib/types'
import { captureDownloads } from '@/testing/downloads'
import { makeBooking, makeRefund, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

// the dashboard's pages load lazily: the first render of a file waits for them on a busy machine
const SLOW = { timeout: 30000 }
const PATIENT = { timeout: 45000 }
const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
const refunded = makeBooking({
  id: '64b000000000000000ref0nd',
  status: 'partially_refunded',
  paid: true,
  paidAt: '2026-11-02T10:00:00Z',
  quantity: 100,
  lines: [{ productId: 'p1', sku: 'SAM-990', productName: 'Samsung 990 PRO 1TB', quantity: 100, unitPriceCents: 10000, lineTotalCents: 1000000, allocations: [], backorderedQuantity: 0 }],
  subtotalCents: 1000000,
  taxCents: 100000,
  totalPriceCents: 1100000,
  refunds: [makeRefund({ id: 'rf1', amountCents: 55000, taxCents: 5000, reason: 'Five arrived dead', creditNoteNumber: 'CN-2026-000007', lines: [{ productId: 'p1', sku: 'SAM-990', productName: 'Samsung 990 PRO 1TB', quantity: 5, amountCents: 50000 }] })],
  refundedCents: 55000,
  refundableCents: 1045000,
})

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

function setup(booking: Booking = refunded, extra: Parameters<typeof mockApi>[0] = {}, me = admin) {
  setSession(me)
  const api = mockApi({ 'GET /api/me': () => me, 'GET /api/bookings/:id': () => booking, ...extra })
  renderRoute(`/dashboard/orders/${booking.id}`)
  return api
}

async function openRefund() {
  await userEvent.click(await screen.findByRole('button', { name: 'Refund' }, SLOW))
  return within(await screen.findByRole('dialog', { name: 'Refund' }, SLOW))
}

afterEach(() => vi.restoreAllMocks())

describe('refunds on the order page', PATIENT, () => {
  it('lists each refund with its amount, tax and reason, and downloads its own credit note; shows when the order was paid', async () => {
    const { saved } = captureDownloads()
    const api = setup(refunded, { 'GET /api/bookings/:id/refunds/:refundId/credit-note.pdf': () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }) }, makeUser({ email: 'buyer@example.com' }))
    const refunds = within(await screen.findByRole('region', { name: 'Refunds' }, SLOW))
    const refund = within(refunds.getByRole('listitem', { name: /^Refund of / }))
    expect(refund.getByText('$550.00')).toBeInTheDocument()
    expect(refund.getByText('$50.00')).toBeInTheDocument()
    expect(refund.getByText('Reason: Five arrived dead')).toBeInTheDocument()
    expect(refund.getByText(/5 × Samsung 990 PRO 1TB/)).toBeInTheDocument()
    expect(screen.getAllByText('Partly refunded').length).toBeGreaterThan(0)
    expect(screen.getByText(formatDateTime('2026-11-02T10:00:00Z'))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument()

    await userEvent.click(refund.getByRole('button', { name: 'Credit note CN-2026-000007 (PDF)' }))
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:pallet/1', download: 'CN-2026-000007.pdf' }]))
    expect(api.callsTo('GET', `/api/bookings/${refunded.id}/refunds/rf1/credit-note.pdf`)).toHaveLength(1)
  })

  it('shows the order desk what is left to refund and caps the lines and the amount at it', async () => {
    const api = setup()
    const dialog = await openRefund()
    expect(dialog.getByText('$10,450.00')).toBeInTheDocument()
    expect(dialog.getByText('Up to 95 at $100.00 each, plus tax')).toBeInTheDocument()
    const pieces = dialog.getByLabelText('Samsung 990 PRO 1TB: pieces to refund')
    await userEvent.type(pieces, '96')
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }))
    expect(pieces).toHaveAccessibleDescription('At most 95 can be refunded')
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription('Reason is Required')

    await userEvent.click(dialog.getByLabelText('By amount'))
    const amount = dialog.getByLabelText('Amount ($)')
    expect(dialog.getByText('Up to $10,450.00, tax included')).toBeInTheDocument()
    await userEvent.type(amount, '10450.01')
    await userEvent.type(dialog.getByLabelText('Reason'), 'Goodwill')
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }))
    expect(amount).toHaveAccessibleDescription('At most $10,450.00 is left to refund')
    expect(api.callsTo('POST', `/api/admin/bookings/${refunded.id}/refunds`)).toHaveLength(0)
  })

  it('refunds by lines: progress while it runs, a toast naming the credit note, and the order and its lists read again', async () => {
    const answer = deferred<unknown>()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const api = setup(refunded, { 'POST /api/admin/bookings/:id/refunds': () => answer.promise })
    const dialog = await openRefund()
    await userEvent.type(dialog.getByLabelText('Samsung 990 PRO 1TB: pieces to refund'), '10')
    await userEvent.type(dialog.getByLabelText('Reason'), 'Ten short')
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Refund' })).toBeDisabled())
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(api.callsTo('POST', `/api/admin/bookings/${refunded.id}/refunds`)[0].body).toEqual({ lines: [{ productId: 'p1', quantity: 10 }], reason: 'Ten short' })

    answer.resolve(makeRefund({ id: 'rf2', amountCents: 110000, creditNoteNumber: 'CN-2026-000008' }))
    expect(await screen.findByText('Refunded $1,100.00; credit note CN-2026-000008 issued')).toBeInTheDocument()
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey)
    expect(keys).toEqual(expect.arrayContaining([['/api/bookings/{id}', refunded.id], ['/api/bookings'], ['/api/admin/bookings'], ['/api/admin/stats']]))
    await waitFor(() => expect(api.callsTo('GET', `/api/bookings/${refunded.id}`)).toHaveLength(2))
  })

  it('refunds an amount, and puts the server’s refusal on the amount', async () => {
    const api = setup(refunded, { 'POST /api/admin/bookings/:id/refunds': () => apiError(400, 'invalid', 'Check the highlighted fields', { amountCents: 'This refund is more than is left to refund' }) })
    const dialog = await openRefund()
    await userEvent.click(dialog.getByLabelText('By amount'))
    await userEvent.type(dialog.getByLabelText('Amount ($)'), '1,250.50')
    await userEvent.type(dialog.getByLabelText('Reason'), 'Price match')
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(dialog.getByLabelText('Amount ($)')).toHaveAccessibleDescription('This refund is more than is left to refund'))
    expect(api.callsTo('POST', `/api/admin/bookings/${refunded.id}/refunds`)[0].body).toEqual({ amountCents: 125050, reason: 'Price match' })
  })

  it('puts the server’s refusal of the reason on the reason', async () => {
    setup(refunded, { 'POST /api/admin/bookings/:id/refunds': () => apiError(400, 'invalid', 'Reason is Required', { reason: 'Reason is Required' }) })
    const dialog = await openRefund()
    await userEvent.click(dialog.getByLabelText('By amount'))
    await userEvent.type(dialog.getByLabelText('Amount ($)'), '10')
    await userEvent.type(dialog.getByLabelText('Reason'), 'Goodwill')
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription('Reason is Required'))
  })

  it('offers no Refund once nothing is left to refund', async () => {
    setup({ ...refunded, status: 'refunded', refundableCents: 0 })
    await screen.findByRole('region', { name: 'Refunds' }, SLOW)
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument()
  })
})
