import { expect, expectSuccessToast, signIn, test } from './support/fixtures'

// Ordering against the MOQ, and cancelling an unpaid order.

test('an order below the MOQ shows the message and books nothing; a valid order is booked', async ({ page, adminApi, api, customer }) => {
  const product = await adminApi.createProduct({ minOrderQuantity: 150 })
  const buyer = api.as(customer.token)
  await signIn(page, customer.token)
  await page.goto(`/purchase/${product.id}`)

  const form = page.getByRole('form', { name: `Order ${product.name}` })
  await expect(form.getByLabel('Your name')).toHaveValue(customer.name)
  await form.getByLabel('Delivery address').fill('Dock 4, 12 Harbour Road, Antwerp')
  await form.getByLabel('Phone').fill('+32 3 555 01 23')
  await form.getByLabel('Quantity (pieces)').fill('149')
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(form.getByText('Minimum order is 150 pieces')).toBeVisible()
  await expect(form.getByLabel('Quantity (pieces)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(new RegExp(`/purchase/${product.id}$`))
  expect((await buyer.myBookings()).total).toBe(0)
  expect((await api.getProduct(product.id)).stock).toBe(10_000)

  await form.getByLabel('Quantity (pieces)').fill('150')
  await expect(form.getByText('Minimum order is 150 pieces')).toBeHidden()
  await expect(form.locator('output')).toContainText('$1,875.00')
  await form.getByRole('button', { name: 'Place order' }).click()
  await expectSuccessToast(page, 'Your Order is Successfully Booking')

  await expect(page).toHaveURL(/\/dashboard\/myOrders$/)
  const row = page.getByRole('row').filter({ hasText: product.name })
  await expect(row).toContainText('150')
  await expect(row).toContainText('$1,875.00')
  await expect(row).toContainText('Unpaid')
  await expect(row.getByRole('link', { name: `Pay for ${product.name}` })).toBeVisible()
  expect((await api.getProduct(product.id)).stock).toBe(9_850)
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
