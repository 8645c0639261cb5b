import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '@/lib/queryClient'
import type { ReturnRecord } from '@/lib/types'
import { listOf, makeReturn, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, type MockRequest } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

// the dashboard's pages load lazily: the first render of a file waits for them on a busy machine
const SLOW = { timeout: 30000 }
const PATIENT = { timeout: 45000 }
const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })
const requested = makeReturn({ id: 'r-req', number: 'RMA-2026-000011', bookingId: 'b-1', bookingReference: 'C0E2F4A6' })
const approved = makeReturn({ id: 'r-app', number: 'RMA-2026-000012', status: 'approved', instructions: 'Dock 4' })
const received = makeReturn({ id: 'r-rec', number: 'RMA-2026-000013', status: 'received', bookingId: 'b-3' })
const byStatus: Record<string, ReturnRecord[]> = { requested: [requested], approved: [approved], received: [received], '': [requested, approved, received] }

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(admin)
  const api = mockApi({
    'GET /api/me': () => admin,
    'GET /api/admin/returns': (req: MockRequest) => listOf(byStatus[req.url.searchParams.get('status') ?? ''] ?? [], 1, 20),
    'GET /api/admin/warehouses': () => [
      { code: 'main', name: 'Main warehouse', address: '', leadTimeDays: 0, position: 0 },
      { code: 'north', name: 'North', address: '', leadTimeDays: 5, position: 1 },
    ],
    ...extra,
  })
  renderRoute('/dashboard/admin-returns')
  return api
}

async function showAll() {
  await screen.findByText('RMA-2026-000011', {}, SLOW)
  await userEvent.selectOptions(screen.getByLabelText('Status'), '')
  await screen.findByText('RMA-2026-000013')
}

afterEach(() => vi.restoreAllMocks())

describe('the Returns queue', PATIENT, () => {
  it('lists requested returns first, filters by status, and is in the admin menu', async () => {
    const api = setup()
    const row = (await screen.findByText('RMA-2026-000011', {}, SLOW)).closest('tr') as HTMLElement
    expect(within(row).getByRole('link', { name: 'Order C0E2F4A6' })).toHaveAttribute('href', '/dashboard/orders/b-1')
    expect(within(row).getByText('Requested')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'rejected')
    expect(await screen.findByText('No rejected returns')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/admin/returns').map((c) => [c.url.searchParams.get('status'), c.url.searchParams.get('page')])).toEqual([
      ['requested', '1'],
      ['rejected', '1'],
    ])
  })

  it('approves with instructions (required), and reads the queue again', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const api = setup({ 'POST /api/admin/returns/:id/approve': () => ({ ...requested, status: 'approved' }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Approve return RMA-2026-000011' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Approve return RMA-2026-000011' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }))
    expect(dialog.getByLabelText('Instructions for the buyer')).toHaveAccessibleDescription('Instructions for the buyer is Required')
    await userEvent.type(dialog.getByLabelText('Instructions for the buyer'), 'Ship to Dock 4, Rotterdam')
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('RMA-2026-000011 approved; the buyer is mailed the instructions')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/admin/returns/r-req/approve')[0].body).toEqual({ instructions: 'Ship to Dock 4, Rotterdam' })
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toEqual(expect.arrayContaining([['/api/admin/returns'], ['/api/returns'], ['/api/bookings/{id}', 'b-1']]))
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/returns')).toHaveLength(2))
  })

  it('rejects with a reason, and shows the server’s refusal on the reason', async () => {
    const api = setup({ 'POST /api/admin/returns/:id/reject': () => apiError(400, 'invalid', 'Check the highlighted fields', { reason: 'Reason is too long' }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Reject return RMA-2026-000011' }, SLOW))
    const dialog = within(screen.getByRole('dialog', { name: 'Reject return RMA-2026-000011' }))
    await userEvent.type(dialog.getByLabelText('Reason'), 'Seals broken')
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription('Reason is too long'))
    expect(api.callsTo('POST', '/api/admin/returns/r-req/reject')[0].body).toEqual({ reason: 'Seals broken' })
  })

  it('receives into a chosen warehouse; the buttons wait while it runs', async () => {
    const answer = deferred<unknown>()
    const api = setup({ 'POST /api/admin/returns/:id/receive': () => answer.promise })
    await showAll()
    await userEvent.click(screen.getByRole('button', { name: 'Receive return RMA-2026-000012' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Receive return RMA-2026-000012' }))
    expect(dialog.getByLabelText(/Put the pieces back into stock/)).toBeChecked()
    await waitFor(() => expect(dialog.getByRole('option', { name: 'North (north)' })).toBeInTheDocument())
    await userEvent.selectOptions(dialog.getByLabelText('Warehouse'), 'north')
    await userEvent.click(dialog.getByRole('button', { name: 'Mark received' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Mark received' })).toBeDisabled())
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(api.callsTo('POST', '/api/admin/returns/r-app/receive')[0].body).toEqual({ restock: true, warehouse: 'north' })
    answer.resolve({ ...approved, status: 'received', restocked: true, warehouse: 'north' })
    expect(await screen.findByText('RMA-2026-000012 received; its pieces are back in stock')).toBeInTheDocument()
  })

  it('receives without restocking: no warehouse to choose', async () => {
    const again = setup({ 'POST /api/admin/returns/:id/receive': () => ({ ...approved, status: 'received' }) })
    await showAll()
    await userEvent.click(screen.getByRole('button', { name: 'Receive return RMA-2026-000012' }))
    const second = within(screen.getByRole('dialog', { name: 'Receive return RMA-2026-000012' }))
    await userEvent.click(second.getByLabelText(/Put the pieces back into stock/))
    expect(second.queryByLabelText('Warehouse')).not.toBeInTheDocument()
    await userEvent.click(second.getByRole('button', { name: 'Mark received' }))
    await waitFor(() => expect(again.callsTo('POST', '/api/admin/returns/r-app/receive')[0]?.body).toEqual({ restock: false }))
  })

  it('refunds a received return after a confirmation, and reads the order and the order lists again', async () => {
    const answer = deferred<unknown>()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const api = setup({ 'POST /api/admin/returns/:id/refund': () => answer.promise })
    await showAll()
    await userEvent.click(screen.getByRole('button', { name: 'Refund return RMA-2026-000013' }))
    const confirm = within(screen.getByRole('alertdialog'))
    await userEvent.click(confirm.getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Refund' })).toBeDisabled())
    expect(api.callsTo('POST', '/api/admin/returns/r-rec/refund')).toHaveLength(1)
    answer.resolve({ ...received, status: 'refunded', creditNoteNumber: 'CN-2026-000009' })
    expect(await screen.findByText('RMA-2026-000013 refunded; credit note CN-2026-000009 issued')).toBeInTheDocument()
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toEqual(expect.arrayContaining([['/api/bookings/{id}', 'b-3'], ['/api/admin/bookings'], ['/api/bookings']]))
  })
})
