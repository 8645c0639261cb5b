import type { Locator, Page } from '@playwright/test'
import { uniqueTag } from './support/api'
import { expect, expectSuccessToast, pngFile, signIn, test } from './support/fixtures'

// The admin area, signed in as the dev admin.

test.beforeEach(async ({ page }) => {
  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
})

/** Pages through a paginated admin list until `target` shows (new accounts sort last). */
async function pageUntilVisible(page: Page, target: Locator, paginationLabel: string) {
  const pagination = page.getByRole('navigation', { name: paginationLabel })
  await expect(page.getByRole('table')).toBeVisible()
  for (let pageNo = 2; (await target.count()) === 0; pageNo++) {
    const next = pagination.getByRole('button', { name: 'Next →' })
    if (!(await next.isVisible()) || !(await next.isEnabled())) break
    await next.click()
    await expect(pagination.locator('.pagination__status')).toContainText(`page ${pageNo} of`)
  }
  await expect(target).toBeVisible()
}

test('admin makes a user admin and removes another after confirming', async ({ page, api }) => {
  const promoted = await api.signUp('Promoted')
  const removed = await api.signUp('Removed')
  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Make Admin' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Make Admin' })).toBeVisible()

  const promotedRow = page.getByRole('row').filter({ hasText: promoted.email })
  await pageUntilVisible(page, promotedRow, 'User pages')
  await promotedRow.getByRole('button', { name: `Make ${promoted.name} an admin` }).click()
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Make admin' }).click()
  await expectSuccessToast(page, 'Successfully made an admin')
  await expect(promotedRow.getByRole('button', { name: /Make .* an admin/ })).toHaveCount(0)
  await expect(promotedRow).toContainText('Admin')
  expect((await api.as(promoted.token).me()).isAdmin).toBe(true)

  // signed up just after `promoted`, so on the same page or a later one
  const removedRow = page.getByRole('row').filter({ hasText: removed.email })
  await pageUntilVisible(page, removedRow, 'User pages')
  await removedRow.getByRole('button', { name: `Remove ${removed.name}` }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' })
  await expect(dialog).toContainText(removed.email)
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expectSuccessToast(page, `${removed.name} was removed`)
  await expect(removedRow).toHaveCount(0)
  await expect(api.as(removed.token).me()).rejects.toThrow(/401/)
})

test('admin adds a product with a photo, edits it, and deletes it after confirming', async ({ page }) => {
  // "000 …" sorts first on Manage Products (by name), whatever other tests add meanwhile
  const name = `000 E2E Forklift ${uniqueTag()}`
  const renamed = `${name} Mk II`
  await page.goto('/dashboard/add-products')
  const form = page.getByRole('form', { name: 'Add a product' })
  await form.getByRole('button', { name: 'Add Product' }).click()
  for (const message of ['Name is Required', 'Brand is Required', 'Price is Required', 'Quantity is Required', 'Descriptions is Required', 'Photo url is Required']) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Brand').fill('E2E Lifting')
  await form.getByLabel('Price per piece (USD)').fill('39.99')
  await form.getByLabel('Stock (pieces)').fill('5000')
  await form.getByLabel('Minimum order (MOQ)').fill('100')
  await form.getByLabel('Descriptions').fill('A compact electric pallet jack for browser tests.')
  await form.getByLabel('Photo', { exact: true }).setInputFiles(pngFile('forklift.png'))
  const preview = form.getByRole('img', { name: 'Preview of the product photo' })
  await expect(preview).toHaveAttribute('src', /^\/images\/\w+\.png$/)
  const photoUrl = (await preview.getAttribute('src')) ?? ''
  await form.getByRole('button', { name: 'Add Product' }).click()
  await expectSuccessToast(page, 'Product Added Successfully')
  await expect(form.getByLabel('Name')).toHaveValue('')

  await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Manage Products' }).click()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('$39.99')
  await expect(row).toContainText('5,000')
  await expect(row.locator('img')).toHaveAttribute('src', photoUrl)

  await row.getByRole('button', { name: `Edit ${name}` }).click()
  const editor = page.getByRole('dialog', { name: `Edit ${name}` })
  await expect(editor.getByLabel('Name')).toHaveValue(name)
  await expect(editor.getByLabel('Price per piece (USD)')).toHaveValue('39.99')
  await editor.getByLabel('Name').fill(renamed)
  await editor.getByLabel('Price per piece (USD)').fill('45.50')
  await editor.getByRole('button', { name: 'Save changes' }).click()
  await expectSuccessToast(page, 'Product updated')
  await expect(editor).toBeHidden()
  const renamedRow = page.getByRole('row').filter({ hasText: renamed })
  await expect(renamedRow).toContainText('$45.50')

  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' })
  await expect(dialog).toContainText(renamed)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expectSuccessToast(page, `Deleted ${renamed}`)
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)

  await page.goto(`/products?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('heading', { name: /No products match/ })).toBeVisible()
})

test('admin sees All Orders and ships a paid order', async ({ page, api, customer, product }) => {
  const buyer = api.as(customer.token)
  const booking = await buyer.book(product.id, 120)
  await buyer.pay(booking.id, customer.email)
  const tracking = `TRK-${uniqueTag()}`

  await page.goto('/dashboard/all-orders')
  await expect(page.getByRole('heading', { level: 1, name: 'All Orders' })).toBeVisible()
  for (const column of ['Order', 'Buyer and ship to', 'Total', 'Status']) await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'Paid' })
  const row = page.getByRole('row').filter({ hasText: customer.email })
  await expect(row).toContainText(product.name)
  await expect(row).toContainText('120 pcs')
  await expect(row).toContainText('$1,500.00')
  await expect(row).toContainText('Paid')

  await row.getByRole('button', { name: `Ship the order for ${product.name} by ${customer.email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Ship this order' })
  await dialog.getByLabel('Tracking number (optional)').fill(tracking)
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expectSuccessToast(page, 'Order marked shipped')
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Shipped')
  await expect(row).toContainText(tracking)
  expect(await buyer.getBooking(booking.id)).toMatchObject({ status: 'shipped', trackingNumber: tracking })
})

test('admin reads a contact message and marks it read', async ({ page, api }) => {
  const subject = `Quote for 40 pallets ${uniqueTag()}`
  const text = 'Please quote 40 pallets of 2 TB NVMe drives, delivered to Hamburg.'
  await api.sendMessage({ email: 'buyer@e2e.pallet.test', name: 'Ada Buyer', subject, message: text })

  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Messages' }).click()
  const item = page.getByRole('listitem', { name: `Unread: ${subject}` })
  await expect(item).toContainText(text)
  await expect(item).toContainText('From Ada Buyer')
  await expect(item.getByRole('link', { name: 'buyer@e2e.pallet.test' })).toHaveAttribute('href', 'mailto:buyer@e2e.pallet.test')
  await item.getByRole('button', { name: 'Mark as read' }).click()
  const read = page.getByRole('listitem', { name: subject, exact: true })
  await expect(read.getByRole('button', { name: 'Mark as unread' })).toBeVisible()
  await expect(read.getByText('New', { exact: true })).toHaveCount(0)
})
