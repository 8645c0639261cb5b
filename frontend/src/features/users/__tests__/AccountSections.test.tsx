import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useSession } from '@/features/auth/stores/session'
import type { Company, SavedAddress, SavedAddressInput } from '@/lib/types'
import { listOf, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const company: Company = { companyName: 'Dock Traders Ltd', vatId: '', billingAddress: '1 Dock Road' }
const warehouse: SavedAddress = { id: 'a1', label: 'Main warehouse', address: '7 Harbour Lane\nBay 4', phone: '+44 20 7946 0000', createdAt: '2025-01-01T00:00:00Z' }

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser())
  const api = mockApi({
    'GET /api/me/company': () => company,
    'GET /api/me/addresses': () => listOf([warehouse]),
    ...extra,
  })
  renderRoute('/dashboard')
  return api
}

const companyForm = async () => within(await screen.findByRole('form', { name: 'Company' }, SLOW))

describe('Company section', () => {
  it('saves name, VAT id and billing address, toasts, and updates the session user', async () => {
    const user = userEvent.setup()
    const api = setup({ 'PUT /api/me/company': (req) => req.body })
    const form = await companyForm()
    expect(form.getByLabelText('Company name')).toHaveValue('Dock Traders Ltd')
    await user.type(form.getByLabelText('VAT id'), ' GB123456789 ')
    await user.clear(form.getByLabelText('Billing address'))
    await user.type(form.getByLabelText('Billing address'), '2 Quay Street')
    await user.click(form.getByRole('button', { name: 'Save company' }))

    expect(await screen.findByText('Company details saved. New invoices use them.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/me/company')[0].body).toEqual({ companyName: 'Dock Traders Ltd', vatId: 'GB123456789', billingAddress: '2 Quay Street' })
    expect(useSession.getState().user?.company?.vatId).toBe('GB123456789')
  })

  it("puts the server's messages on the fields", async () => {
    const user = userEvent.setup()
    setup({ 'PUT /api/me/company': () => apiError(400, 'invalid', 'Check the company details', { vatId: 'VAT id must be 2 letters and up to 12 letters or digits' }) })
    const form = await companyForm()
    await user.type(form.getByLabelText('VAT id'), '??')
    await user.click(form.getByRole('button', { name: 'Save company' }))

    expect(await form.findByText('VAT id must be 2 letters and up to 12 letters or digits')).toBeInTheDocument()
    expect(form.getByLabelText('VAT id')).toHaveAttribute('aria-invalid', 'true')
    expect(await screen.findByText('Check the company details')).toBeInTheDocument()
  })
})

describe('Saved addresses section', () => {
  const list = async () => within(await screen.findByRole('list', { name: 'Saved addresses' }, SLOW))

  it('adds an address with label, address and phone', async () => {
    const user = userEvent.setup()
    const api = setup({ 'POST /api/me/addresses': (req) => reply(201, { id: 'a2', ...(req.body as SavedAddressInput) }) })
    await list()
    await user.click(screen.getByRole('button', { name: 'Add an address' }))
    const form = within(screen.getByRole('form', { name: 'Add an address' }))
    await user.click(form.getByRole('button', { name: 'Save address' }))
    expect(form.getByText('Label is Required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/me/addresses')).toHaveLength(0)

    await user.type(form.getByLabelText('Label'), 'Second site')
    await user.type(form.getByLabelText('Address'), '9 Mill Road')
    await user.type(form.getByLabelText('Phone'), '+1 555 0199')
    await user.click(form.getByRole('button', { name: 'Save address' }))

    expect(await (await list()).findByText('Second site')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/me/addresses')[0].body).toEqual({ label: 'Second site', address: '9 Mill Road', phone: '+1 555 0199' })
  })

  it('deletes an address only after the confirmation', async () => {
    const user = userEvent.setup()
    const api = setup({ 'DELETE /api/me/addresses/:id': () => reply(204) })
    await (await list()).findByText('Main warehouse')
    await user.click(screen.getByRole('button', { name: 'Delete Main warehouse' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Are you sure?' }))
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    expect(api.callsTo('DELETE', '/api/me/addresses/a1')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Delete Main warehouse' }))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Main warehouse')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/me/addresses/a1')).toHaveLength(1)
  })
})
