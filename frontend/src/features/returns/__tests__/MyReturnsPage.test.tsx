import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listOf, makeReturn, makeUser } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

// the dashboard's pages load lazily: the first render of a file waits for them on a busy machine
const SLOW = { timeout: 30000 }
const PATIENT = { timeout: 45000 }

describe('My Returns', PATIENT, () => {
  it('lists the buyer’s returns with their order, status and the shop’s answer, from the dashboard menu', async () => {
    setSession(makeUser())
    const api = mockApi({
      'GET /api/returns': () => listOf([makeReturn({ number: 'RMA-2026-000005', bookingId: 'b-7', bookingReference: 'C0E2F4A6', status: 'refunded', creditNoteNumber: 'CN-2026-000003' })]),
    })
    renderRoute('/dashboard/returns')
    const item = within(await screen.findByRole('listitem', { name: 'Return RMA-2026-000005' }, SLOW))
    expect(item.getByRole('link', { name: 'Order C0E2F4A6' })).toHaveAttribute('href', '/dashboard/orders/b-7')
    expect(item.getByText('Refunded')).toBeInTheDocument()
    expect(item.getByText('Refunded with credit note CN-2026-000003.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My Returns' })).toHaveAttribute('aria-current', 'page')
    expect(api.callsTo('GET', '/api/returns')[0].url.searchParams.has('bookingId')).toBe(false)
  })

  it('says how to ask for one when there are none', async () => {
    setSession(makeUser())
    mockApi({ 'GET /api/returns': () => listOf([]) })
    renderRoute('/dashboard/returns')
    expect(await screen.findByText('No returns yet', {}, SLOW)).toBeInTheDocument()
  })
})
