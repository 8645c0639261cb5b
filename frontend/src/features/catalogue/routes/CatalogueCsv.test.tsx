import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isoDay } from '@/lib/dates'
import type { ImportReport } from '@/lib/types'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { captureDownloads } from '@/testing/downloads'
import { installFakeXhr } from '@/testing/fakeXhr'
import { listOf, makeProduct, makeUser } from '@/testing/fixtures'
import { mockApi, stockEditorRoutes, type MockRequest } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const admin = makeUser({ role: 'admin' })
const ryzen = makeProduct({ name: 'AMD Ryzen 7 7700', brand: 'AMD', priceCents: 28900 })
const BAD: ImportReport = { created: 0, updated: 0, errors: [{ row: 17, field: 'priceCents', message: 'must be a whole number of cents' }, { row: 20, field: 'sku', message: 'is used by another line of the file' }] }
const CLEAN: ImportReport = { created: 2, updated: 1, errors: [] }

const csv = (name = 'catalogue.csv', text = 'sku,name\nAB-1,Drive') => new File([text], name, { type: 'text/csv' })

function setup(importer: (req: MockRequest) => unknown, path = '/dashboard/manageProducts') {
  setSession(admin, 'csv-token')
  const api = mockApi({
    ...stockEditorRoutes,
    'GET /api/me': () => admin,
    'GET /api/brands': () => ({ items: [] }),
    'GET /api/categories': () => categoriesFixture,
    'GET /api/products': () => listOf([ryzen], 1, 20),
    'GET /api/products/:id': () => ryzen,
    'GET /api/admin/products.csv': () => 'sku,name\nAB-1,Drive',
    'POST /api/admin/products/import': importer,
  })
  installFakeXhr()
  renderRoute(path)
  const imports = () => api.callsTo('POST', '/api/admin/products/import')
  return { api, imports }
}

async function openImport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }, SLOW))
  return screen.getByRole('dialog', { name: 'Import products from CSV' })
}

describe('Catalogue CSV', () => {
  afterEach(() => vi.restoreAllMocks())

  it('exports the catalogue as CSV, fetched with the sign-in token', async () => {
    const files = captureDownloads()
    const { api } = setup(() => CLEAN)
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW))
    await waitFor(() => expect(files.saved).toEqual([{ href: 'blob:pallet/1', download: `products-${isoDay()}.csv` }]))
    expect(api.callsTo('GET', '/api/admin/products.csv')[0].headers.Authorization).toBe('Bearer csv-token')
  })

  it('refuses a file over 20 MB in the browser, before uploading it', async () => {
    const { imports } = setup(() => CLEAN)
    const dialog = await openImport()
    const big = csv('huge.csv')
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 })
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), big)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file is larger than 20 MB.')
    expect(imports()).toHaveLength(0)
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled()
  })

  it('checks the file with a dry run, lists every row to fix and keeps Import off; a fixed file can be chosen again', async () => {
    const reports = [BAD, CLEAN]
    const { imports } = setup(() => reports.shift())
    const dialog = await openImport()
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv('catalogue.csv', 'sku,priceCents\nAB-1,12.5'))

    expect(await within(dialog).findByText(/2 problems found/)).toBeInTheDocument()
    const row17 = within(within(dialog).getByRole('table').querySelectorAll('tbody tr')[0] as HTMLElement)
    expect(row17.getByText('Row 17')).toBeInTheDocument()
    expect(row17.getByText('priceCents')).toBeInTheDocument()
    expect(row17.getByText('must be a whole number of cents')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled()

    const check = imports()[0]
    expect(check.url.searchParams.get('dryRun')).toBe('true')
    expect(check.headers['Content-Type']).toBe('text/csv')
    expect(check.headers.Authorization).toBe('Bearer csv-token')
    expect(await (check.rawBody as Blob).text()).toBe('sku,priceCents\nAB-1,12.5')

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv('catalogue-fixed.csv'))
    expect(await within(dialog).findByText(/The file is ready: 2 new products and 1 update/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled()
    expect(imports().map((c) => c.url.searchParams.get('dryRun'))).toEqual(['true', 'true'])
  })

  it('imports a clean file for real with a progress bar, then toasts the result and reloads the list', async () => {
    let finish: (report: ImportReport) => void = () => {}
    const { api, imports } = setup((req) => (req.url.searchParams.get('dryRun') === 'true' ? CLEAN : new Promise((resolve) => (finish = resolve))))
    const dialog = await openImport()
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv())
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import' }))

    const bar = await within(dialog).findByRole('progressbar', { name: 'Importing… 50%' })
    expect(bar).toHaveAttribute('value', '50')
    expect(within(dialog).getByLabelText('CSV file')).toBeDisabled()
    expect(imports().at(-1)?.url.searchParams.get('dryRun')).toBe('false')
    const listed = api.callsTo('GET', '/api/products').length

    finish(CLEAN)
    expect(await screen.findByText('Imported 2 new products and 1 update')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET', '/api/products').length).toBeGreaterThan(listed))
  })

  it('keeps Import off when the file has no products', async () => {
    setup(() => ({ created: 0, updated: 0, errors: [] }))
    const dialog = await openImport()
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv('empty.csv', 'sku,name\n'))
    expect(await within(dialog).findByText(/The file has no products in it/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled()
  })

  it('opens the editor for the product a link names (?edit=id)', async () => {
    const { api } = setup(() => CLEAN, `/dashboard/manageProducts?edit=${ryzen.id}`)
    const dialog = await screen.findByRole('dialog', { name: 'Edit AMD Ryzen 7 7700' }, SLOW)
    expect(within(dialog).getByLabelText('Price per piece (USD)')).toHaveValue('289.00')
    expect(api.callsTo('GET', `/api/products/${ryzen.id}`)).toHaveLength(1)
  })
})
