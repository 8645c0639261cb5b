import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatDate } from '@/lib/dates'
import type { Booking } from '@/lib/types'
import { makeBooking, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const invoiced = makeBooking({ id: 'b-inv', paymentMethod: 'invoice', invoiceNumber: 'INV-2025-000042', dueDate: '2025-04-03T00:00:00Z' })
const saved: { href: string; download: string }[] = []

function setup(booking: Booking, extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser({ email: booking.user }), 'secret-token')
  const api = mockApi({ 'GET /api/bookings/:id': () => booking, ...extra })
  renderRoute(`/dashboard/orders/${booking.id}`)
  return api
}

describe('Order documents', () => {
  beforeEach(() => {
    saved.length = 0
    URL.createObjectURL = vi.fn(() => 'blob:pallet/1')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download })
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('fetches the invoice with the bearer token and saves it through an object URL', async () => {
    const api = setup(invoiced, { 'GET /api/bookings/:id/invoice.pdf': () => '%PDF-1.7' })
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }, SLOW))
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:pallet/1', download: 'INV-2025-000042.pdf' }]))
    const call = api.callsTo('GET', '/api/bookings/b-inv/invoice.pdf')[0]
    expect(call.headers.Authorization).toBe('Bearer secret-token')
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob
    expect(await blob.text()).toContain('%PDF-1.7')
    expect(screen.queryByRole('button', { name: 'Download credit note (PDF)' })).not.toBeInTheDocument()
  })

  it('offers the credit note of a refunded order', async () => {
    const api = setup(makeBooking({ id: 'b-ref', status: 'refunded', invoiceNumber: 'INV-2025-000007', creditNoteNumber: 'CN-2025-000003' }), {
      'GET /api/bookings/:id/credit-note.pdf': () => '%PDF-1.7',
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Download credit note (PDF)' }, SLOW))
    await waitFor(() => expect(saved.map((s) => s.download)).toEqual(['CN-2025-000003.pdf']))
    expect(api.callsTo('GET', '/api/bookings/b-ref/credit-note.pdf')).toHaveLength(1)
  })

  it("toasts the server's message when the file can't be had", async () => {
    setup(invoiced, { 'GET /api/bookings/:id/invoice.pdf': () => apiError(404, 'not_found', 'This order has no invoice yet') })
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }, SLOW))
    expect(await screen.findByText('This order has no invoice yet')).toBeInTheDocument()
    expect(saved).toEqual([])
  })

  it('offers no documents before an invoice is issued', async () => {
    setup(makeBooking({ id: 'b-card' }))
    await screen.findByRole('heading', { name: /^Order/ }, SLOW)
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument()
  })

  it('shows the due date, and Overdue when the invoice is late', async () => {
    setup({ ...invoiced, overdue: true })
    expect(await screen.findByText(formatDate('2025-04-03T00:00:00Z'), {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Overdue')).toBeInTheDocument()
  })
})
