import type { Page } from '@playwright/test'
import { uniqueTag, type Account, type Order, type Product, type ShopApi } from './support/api'
import { expect, expectSuccessToast, signIn, test } from './support/fixtures'

// The admin's operations: a catalogue CSV import checked by a dry run first, the order desk's
// search kept in the URL, and the sales dashboard and audit log after an order is paid and shipped.

test.beforeEach(async ({ page }) => {
  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
})

const CSV_HEADER = 'sku,name,brand,priceCents,stock,minOrderQuantity,descriptions,img'

interface CsvProduct {
  sku: string
  name: string
  priceCents: string
}

function catalogueCsv(products: CsvProduct[]) {
  const rows = products.map((p) => [p.sku, p.name, 'E2E Import Co', p.priceCents, '2500', '50', `Imported by a browser test as ${p.sku}.`, '/catalogue/ssd.svg'].join(','))
  return { name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from([CSV_HEADER, ...rows].join('\n') + '\n') }
}

/** Chooses a file in the import dialog and waits for the dry run the choice starts. */
async function chooseCsv(page: Page, file: ReturnType<typeof catalogueCsv>) {
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' })
  const checked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/admin/products/import?dryRun=true'))
  await dialog.getByLabel('CSV file').setInputFiles(file)
  expect((await checked).status()).toBe(200)
  return dialog
}

/** A paid cart order of the test's own product with this PO number. */
async function paidOrder(buyer: ShopApi, customer: Account, product: Product, poNumber: string): Promise<Order> {
  await buyer.setCartLine(product.id, product.minOrderQuantity)
  const order = await buyer.checkout(poNumber)
  await buyer.pay(order.id, customer.email)
  return order
}

test('an admin imports a catalogue CSV: the dry run names the bad row, the fixed file imports, and the products are in the shop', async ({ page }) => {
  const tag = uniqueTag()
  const drive = { sku: `E2E-SSD-${tag}`, name: `E2E Imported Drive ${tag}`, priceCents: '8900' }
  const badRam = { sku: `E2E-RAM-${tag}`, name: `E2E Imported Memory ${tag}`, priceCents: '12.5' }
  const ram = { ...badRam, priceCents: '1250' }

  await page.goto('/dashboard/manageProducts')
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = await chooseCsv(page, catalogueCsv([drive, badRam]))
  await expect(dialog.getByRole('status')).toHaveText('1 problem found, so nothing can be imported yet. Fix these rows in the file and choose it again.')
  const problem = dialog.getByRole('table', { name: 'Problems in the file' }).getByRole('row').filter({ hasText: 'Row 2' })
  await expect(problem).toContainText('priceCents')
  await expect(problem).toContainText('must be a whole number of cents')
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled()

  await chooseCsv(page, { ...catalogueCsv([drive, ram]), name: 'catalogue-fixed.csv' })
  await expect(dialog.getByText('catalogue-fixed.csv')).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText('The file is ready: 2 new products and 0 updates. Press Import to save them.')
  await expect(dialog.getByRole('table')).toHaveCount(0)
  const imported = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/admin/products/import?dryRun=false'))
  await dialog.getByRole('button', { name: 'Import' }).click()
  expect((await imported).status()).toBe(200)
  await expectSuccessToast(page, 'Imported 2 new products and 0 updates')
  await expect(dialog).toBeHidden()

  await page.goto('/products')
  // the search applies itself once typing pauses
  await page.getByRole('searchbox', { name: 'Search products' }).fill(ram.name)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === ram.name)
  const card = page.getByRole('region', { name: 'Product results' }).getByRole('article', { name: ram.name })
  await expect(card).toContainText(ram.sku)
  await expect(card).toContainText('$12.50')
  await expect(card).toContainText('MOQ 50 pcs')
})

test('an admin finds an order by its PO number on All Orders; the filter is in the URL and survives a reload', async ({ page, api, customer, product }) => {
  const poNumber = `PO-${uniqueTag()}`
  const order = await paidOrder(api.as(customer.token), customer, product, poNumber)

  await page.goto('/dashboard/all-orders')
  await expect(page.getByRole('heading', { level: 1, name: 'All Orders' })).toBeVisible()
  const search = page.getByRole('search', { name: 'Search orders' })
  const searched = page.waitForResponse((r) => r.url().includes('/api/admin/bookings?') && new URL(r.url()).searchParams.get('q') === poNumber)
  await search.getByLabel('Search orders').fill(poNumber)
  await search.getByRole('button', { name: 'Search' }).click()
  expect((await searched).status()).toBe(200)

  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/all-orders' && url.searchParams.get('q') === poNumber)
  const rows = page.getByRole('table', { name: 'All orders' }).locator('tbody').getByRole('row')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`PO ${poNumber}`)
  await expect(rows.first()).toContainText(customer.email)
  await expect(rows.first()).toContainText(order.productName)

  await page.reload()
  await expect(page.getByRole('search', { name: 'Search orders' }).getByLabel('Search orders')).toHaveValue(poNumber)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`PO ${poNumber}`)
})

test('after a paid order the dashboard charts revenue per day, and shipping it shows in the audit log', async ({ page, api, customer, product }) => {
  const poNumber = `PO-${uniqueTag()}`
  const order = await paidOrder(api.as(customer.token), customer, product, poNumber)

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeVisible()
  const chart = page.getByRole('region', { name: 'Revenue per day' }).getByTestId('revenue-chart')
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible()
  await expect(chart.locator('text.recharts-cartesian-axis-tick-value').filter({ hasText: '$0' })).toBeVisible()
  // days without sales draw no bar, so a visible bar is a day with revenue: today's paid order
  await expect(chart.locator('.recharts-bar-rectangle path.recharts-rectangle').first()).toBeVisible()

  const tracking = `TRK-${uniqueTag()}`
  await page.goto(`/dashboard/all-orders?q=${encodeURIComponent(poNumber)}`)
  const row = page.getByRole('row').filter({ hasText: poNumber })
  await row.getByRole('button', { name: `Ship the order for ${order.productName} by ${customer.email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Ship this order' })
  await dialog.getByLabel('Tracking number (optional)').fill(tracking)
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expectSuccessToast(page, 'Order marked shipped')

  await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await page.getByLabel('Action').selectOption({ label: 'Shipped an order' })
  await expect(page).toHaveURL(/[?&]action=booking\.ship(&|$)/)
  // the order is named by the reference buyers and staff quote, not its id
  const reference = `Order #${order.id.slice(-8).toUpperCase()}`
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: reference })
  await expect(entry).toContainText('admin@pallet.test')
  await expect(entry).toContainText(tracking)
  await expect(entry.getByRole('link', { name: reference })).toHaveAttribute('href', `/dashboard/orders/${order.id}`)
})
