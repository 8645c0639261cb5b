import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContractPrice } from '@/lib/types'
import { captureDownloads } from '@/testing/downloads'
import { listOf, LOCAL_CONFIG, makeBooking, makeCompany, makeMember, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin' })
const acme = makeCompany({ myRole: undefined, members: [makeMember({ email: 'dana@acme.test', role: 'admin' }), makeMember({ email: 'sam@acme.test', spendingLimitCents: 100000 })] })
const price = (sku: string, unitPriceCents: number): ContractPrice => ({ productId: `p-${sku}`, sku, unitPriceCents })
const priceList = (items: ContractPrice[]) => ({ items, total: items.length, page: 1, limit: 10000 })

function openCompany(routes: Parameters<typeof mockApi>[0] = {}, prices = [price('MZ-1', 9000)]) {
  setSession(admin)
  const api = mockApi({
    'GET /api/me': () => admin,
    'GET /api/admin/companies/:id': () => acme,
    'GET /api/admin/companies/:id/prices': () => priceList(prices),
    'GET /api/admin/companies/:id/orders': () => listOf([makeBooking({ user: 'sam@acme.test', reference: 'ACME0001', company: { id: acme.id, name: acme.name } })]),
    'PUT /api/admin/companies/:id/prices': (req) => priceList((req.body as { prices: { sku: string; unitPriceCents: number }[] }).prices.map((p) => price(p.sku, p.unitPriceCents))),
    ...routes,
  })
  return { api, ...renderRoute(`/dashboard/companies/${acme.id}`) }
}

const csvFile = (text: string, name = 'prices.csv') => new File([text], name, { type: 'text/csv' })

afterEach(() => vi.restoreAllMocks())

describe('Companies (admin)', () => {
  it('searches companies by name, VAT id or a member’s email', async () => {
    const user = userEvent.setup()
    setSession(admin)
    const api = mockApi({ 'GET /api/me': () => admin, 'GET /api/admin/companies': (req) => listOf(req.url.searchParams.get('q') ? [acme] : []) })
    renderRoute('/dashboard/companies')
    expect(await screen.findByText('No companies yet', {}, SLOW)).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'sam@acme.test{Enter}')
    expect(await screen.findByRole('link', { name: 'Acme Systems Ltd' })).toHaveAttribute('href', `/dashboard/companies/${acme.id}`)
    expect(api.callsTo('GET', '/api/admin/companies').at(-1)?.url.searchParams.get('q')).toBe('sam@acme.test')
  })

  it('shows the company’s members and orders', async () => {
    openCompany()
    expect(await screen.findByText('sam@acme.test', { selector: 'td' }, SLOW)).toBeInTheDocument()
    expect(screen.getByText('$1,000.00')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'ACME0001' })).toBeInTheDocument()
  })

  it('sets the company’s terms, checking net days first', async () => {
    const user = userEvent.setup()
    const { api } = openCompany({ 'PUT /api/admin/companies/:id/terms': (req) => ({ ...acme, terms: req.body }) })
    const form = await screen.findByRole('form', { name: 'Company terms' }, SLOW)
    await user.click(within(form).getByLabelText('Pay by invoice'))
    const days = within(form).getByLabelText('Net days')
    await user.clear(days)
    await user.type(days, '120')
    await user.click(within(form).getByRole('button', { name: 'Save terms' }))
    expect(within(form).getByText(/Net days must be a whole number from 7 to 90/)).toBeInTheDocument()
    await user.clear(days)
    await user.type(days, '45')
    await user.click(within(form).getByLabelText('Tax exempt'))
    await user.click(within(form).getByRole('button', { name: 'Save terms' }))
    expect(await screen.findByText('Terms saved for Acme Systems Ltd')).toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/admin/companies/${acme.id}/terms`)[0].body).toEqual({ invoiceTerms: true, netDays: 45, taxExempt: true })
  })

  it('warns the admin granting invoice terms while invoices print sample seller details', async () => {
    const user = userEvent.setup()
    openCompany({ 'GET /api/config': () => ({ ...LOCAL_CONFIG, sampleSellerDetails: ['PALLET_SHOP_BANK'] }) })
    const form = await screen.findByRole('form', { name: 'Company terms' }, SLOW)
    if (!within(form).getByLabelText('Pay by invoice').matches(':checked')) await user.click(within(form).getByLabelText('Pay by invoice'))
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invoices print sample seller details until the server sets PALLET_SHOP_BANK')
  })

  it('edits the prices in the table and saves the whole list in cents', async () => {
    const user = userEvent.setup()
    const { api } = openCompany()
    const table = await screen.findByRole('form', { name: 'Contract prices' }, SLOW)
    expect(within(table).getByLabelText('SKU of row 1')).toHaveValue('MZ-1')
    expect(within(table).getByLabelText('Unit price of row 1')).toHaveValue('90.00')
    await user.click(within(table).getByRole('button', { name: 'Add a price' }))
    await user.type(within(table).getByLabelText('SKU of row 2'), 'KF-32')
    await user.type(within(table).getByLabelText('Unit price of row 2'), '45.5')
    await user.click(within(table).getByRole('button', { name: 'Save prices' }))
    expect(await screen.findByText('Saved 2 contract prices for Acme Systems Ltd')).toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/admin/companies/${acme.id}/prices`)[0].body).toEqual({
      prices: [
        { sku: 'MZ-1', unitPriceCents: 9000 },
        { sku: 'KF-32', unitPriceCents: 4550 },
      ],
    })
  })

  it('puts the server’s 400 on the row it names', async () => {
    const user = userEvent.setup()
    openCompany({ 'PUT /api/admin/companies/:id/prices': () => apiError(400, 'validation', 'Check the prices', { 'prices.0.sku': 'Unknown SKU MZ-1' }) })
    const table = await screen.findByRole('form', { name: 'Contract prices' }, SLOW)
    await user.click(within(table).getByRole('button', { name: 'Save prices' }))
    expect(await within(table).findByRole('alert')).toHaveTextContent('Row 1: Unknown SKU MZ-1')
    expect(within(table).getByLabelText('SKU of row 1')).toHaveAttribute('aria-invalid', 'true')
  })

  it('downloads the list as sku,unitPriceCents', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    openCompany({}, [price('MZ-1', 9000), price('KF-32', 4550)])
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }, SLOW))
    expect(downloads.saved[0].download).toBe('contract-prices-acme-systems-ltd.csv')
    expect(await downloads.blobText()).toBe('sku,unitPriceCents\r\nMZ-1,9000\r\nKF-32,4550\r\n')
  })

  it('replaces the list with an uploaded file once confirmed', async () => {
    const user = userEvent.setup()
    const { api } = openCompany()
    await screen.findByRole('button', { name: 'Upload CSV' }, SLOW)
    await user.upload(screen.getByLabelText('CSV file of contract prices'), csvFile('sku,unitPriceCents\nA-1,100\nB-2,250\n'))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('Replace the 1 contract price of Acme Systems Ltd with the 2 prices in prices.csv?')
    await user.click(within(confirm).getByRole('button', { name: 'Replace prices' }))
    expect(await screen.findByText('Acme Systems Ltd now has the 2 contract prices of prices.csv')).toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/admin/companies/${acme.id}/prices`)[0].body).toEqual({
      prices: [
        { sku: 'A-1', unitPriceCents: 100 },
        { sku: 'B-2', unitPriceCents: 250 },
      ],
    })
    await waitFor(() => expect(screen.getByLabelText('SKU of row 2')).toHaveValue('B-2'))
  })

  it('names the file’s line of a SKU the server refused', async () => {
    const user = userEvent.setup()
    openCompany({ 'PUT /api/admin/companies/:id/prices': () => apiError(400, 'validation', 'Check the prices', { 'prices.1.sku': 'Unknown SKU' }) })
    await screen.findByRole('button', { name: 'Upload CSV' }, SLOW)
    await user.upload(screen.getByLabelText('CSV file of contract prices'), csvFile('sku,unitPriceCents\nA-1,100\n\nNOPE,250\n'))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace prices' }))
    const problems = await screen.findByText('The file was not used:')
    expect(problems.parentElement).toHaveTextContent('Line 4: NOPE: Unknown SKU')
  })

  it('sends nothing for a file with unreadable lines, and names them', async () => {
    const user = userEvent.setup()
    const { api } = openCompany()
    await screen.findByRole('button', { name: 'Upload CSV' }, SLOW)
    await user.upload(screen.getByLabelText('CSV file of contract prices'), csvFile('sku,unitPriceCents\nA-1,1.50\n'))
    const problems = await screen.findByText('The file was not used:')
    expect(problems.parentElement).toHaveTextContent('Line 2: The price must be a whole number of cents')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.callsTo('PUT', `/api/admin/companies/${acme.id}/prices`)).toHaveLength(0)
  })
})
