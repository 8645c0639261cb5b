import { expect, expectSuccessToast, signIn, test } from './support/fixtures'

// Ordering against the MOQ, and cancelling an unpaid order.

test('below the MOQ "Buy now" books nothing; a valid quantity is bought now through checkout’s form, then paid', async ({ page, adminApi, api, customer }) => {
  const product = await adminApi.createProduct({ minOrderQuantity: 150 })
  const buyer = api.as(customer.token)
  await signIn(page, customer.token)
  await page.goto(`/purchase/${product.id}`)

  const box = page.getByRole('region', { name: 'Order this product' })
  await box.getByLabel('Quantity (pieces)').fill('149')
  await expect(box.getByText('Minimum order is 150 pieces')).toBeVisible()
  await box.getByRole('button', { name: 'Buy now' }).click()
  await expect(box.getByLabel('Quantity (pieces)')).toBeFocused()
  await expect(box.getByLabel('Quantity (pieces)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('form', { name: 'Checkout' })).toHaveCount(0)
  expect((await buyer.myBookings()).total).toBe(0)

  await box.getByLabel('Quantity (pieces)').fill('150')
  await expect(box.getByText('Minimum order is 150 pieces')).toBeHidden()
  await expect(box.locator('output')).toContainText('$1,875.00')
  await box.getByRole('button', { name: 'Buy now' }).click()
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('Client name')).toHaveValue(customer.name)
  await form.getByLabel('Delivery address').fill('Dock 4, 12 Harbour Road, Antwerp')
  await form.getByLabel('Phone').fill('+32 3 555 01 23')
  await form.getByLabel('PO number (optional)').fill('PO-ANT-150')
  await form.getByLabel('Note (optional)').fill('Deliver to gate 3')
  await form.getByRole('button', { name: 'Place order' }).click()
  await expectSuccessToast(page, 'Your Order is Successfully Booking')
  await expect(page).toHaveURL(/\/dashboard\/payment\/\w+$/)
  const order = (await buyer.myBookings()).items[0]
  expect(order).toMatchObject({ poNumber: 'PO-ANT-150', note: 'Deliver to gate 3', totalPriceCents: 187_500 })
  expect((await api.getProduct(product.id)).stock).toBe(9_850)

  await page.goto('/dashboard/myOrders')
  const row = page.getByRole('row').filter({ hasText: product.name })
  await expect(row).toContainText('150')
  await expect(row).toContainText('$1,875.00')
  await expect(row).toContainText('Unpaid')
})

test('cancelling an unpaid order through the confirm dialog puts its stock back', async ({ page, api, customer, product }) => {
  await api.as(customer.token).book(product.id, 300)
  await signIn(page, customer.token)

  const card = page.getByRole('article', { name: product.name })
  await page.goto(`/products?q=${encodeURIComponent(product.name)}`)
  await expect(card).toContainText('9,700 pcs')

  await page.goto('/dashboard/myOrders')
  const row = page.getByRole('row').filter({ hasText: product.name })
  await expect(row).toContainText('Unpaid')
  await row.getByRole('button', { name: `Cancel the order for ${product.name}` }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' })
  await expect(dialog).toContainText(`300 × ${product.name}`)
  await dialog.getByRole('button', { name: 'Cancel order' }).click()
  await expectSuccessToast(page, 'Order cancelled')
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Cancelled')
  await expect(row.getByRole('link', { name: `Pay for ${product.name}` })).toHaveCount(0)

  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click()
  const search = page.getByRole('searchbox', { name: 'Search products' })
  await search.fill(product.name)
  await search.press('Enter')
  await expect(page).toHaveURL(/\?q=/)
  await expect(card).toContainText('10,000 pcs')
  expect((await api.getProduct(product.id)).stock).toBe(10_000)
})
