import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AppConfig, Terms } from '@/lib/types'
import { listOf, LOCAL_CONFIG, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin', name: 'Ada Admin', email: 'admin@pallet.test' })
const carl = makeUser({ name: 'Carl Customer', email: 'carl@corp.test' })

function setup(
  saveTerms: Parameters<typeof mockApi>[0][string] = (req) => ({ ...carl, terms: req.body as Terms }),
  config: AppConfig = LOCAL_CONFIG,
) {
  setSession(admin)
  const api = mockApi({
    'GET /api/config': () => config,
    'GET /api/me': () => admin,
    'GET /api/users': () => listOf([admin, carl]),
    'PUT /api/users/:id/terms': saveTerms,
  })
  renderRoute('/dashboard/makeAdmin')
  return api
}

async function openTerms() {
  await userEvent.click(await screen.findByRole('button', { name: 'Terms for Carl Customer' }, SLOW))
  return within(screen.getByRole('dialog', { name: 'Terms for Carl Customer' }))
}

describe('Make Admin: customer terms', () => {
  it('offers Terms for customers, not for admins', async () => {
    setup()
    await screen.findByRole('button', { name: 'Terms for Carl Customer' }, SLOW)
    expect(screen.queryByRole('button', { name: 'Terms for Ada Admin' })).not.toBeInTheDocument()
  })

  it('sends invoice terms, net days and tax exemption', async () => {
    const user = userEvent.setup()
    const api = setup()
    const dialog = await openTerms()
    await user.click(dialog.getByLabelText('Pay by invoice'))
    await user.clear(dialog.getByLabelText('Net days'))
    await user.type(dialog.getByLabelText('Net days'), '45')
    await user.click(dialog.getByLabelText('Tax exempt'))
    await user.click(dialog.getByRole('button', { name: 'Save terms' }))

    expect(await screen.findByText('Terms saved for Carl Customer')).toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/users/${carl.id}/terms`)[0].body).toEqual({ invoiceTerms: true, netDays: 45, taxExempt: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const row = within(screen.getByRole('rowheader', { name: /^Carl Customer/ }).closest('tr') as HTMLElement)
    expect(row.getByText('Invoice, net 45 days')).toBeInTheDocument()
    expect(row.getByText('Tax exempt')).toBeInTheDocument()
  })

  it('opens with the saved terms the next time', async () => {
    const user = userEvent.setup()
    setup()
    let dialog = await openTerms()
    await user.click(dialog.getByLabelText('Pay by invoice'))
    await user.click(dialog.getByRole('button', { name: 'Save terms' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    dialog = await openTerms()
    expect(dialog.getByLabelText('Pay by invoice')).toBeChecked()
    expect(dialog.getByLabelText('Net days')).toHaveValue('30')
  })

  it('refuses net days outside 7 to 90 without sending', async () => {
    const user = userEvent.setup()
    const api = setup()
    const dialog = await openTerms()
    await user.clear(dialog.getByLabelText('Net days'))
    await user.type(dialog.getByLabelText('Net days'), '120')
    await user.click(dialog.getByRole('button', { name: 'Save terms' }))
    expect(dialog.getByText('Net days must be a whole number from 7 to 90')).toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/users/${carl.id}/terms`)).toHaveLength(0)
  })

  it("shows the server's message on the field", async () => {
    const user = userEvent.setup()
    setup(() => apiError(400, 'invalid', 'Check the terms', { netDays: 'Net days must be between 7 and 90' }))
    const dialog = await openTerms()
    await user.click(dialog.getByRole('button', { name: 'Save terms' }))
    expect(await dialog.findByText('Net days must be between 7 and 90')).toBeInTheDocument()
  })

  it('warns that invoices print sample seller details while the server has none', async () => {
    const user = userEvent.setup()
    setup(undefined, { ...LOCAL_CONFIG, sampleSellerDetails: ['PALLET_SHOP_BANK'] })
    const dialog = await openTerms()
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(dialog.getByLabelText('Pay by invoice'))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invoices print sample seller details until the server sets PALLET_SHOP_BANK')
  })

  it('gives no warning when the seller details are set', async () => {
    const user = userEvent.setup()
    const api = setup()
    const dialog = await openTerms()
    await user.click(dialog.getByLabelText('Pay by invoice'))
    await waitFor(() => expect(api.callsTo('GET', '/api/config').length).toBeGreaterThan(0))
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument()
  })
})
