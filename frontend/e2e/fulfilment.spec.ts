import { uniqueTag, type Account, type Order, type Product, type ShopApi } from './support/api'
import { adminPage, expect, expectSuccessToast, signIn, test } from './support/fixtures'

// Warehouses, availability by lead time, backorders and partial shipments: an admin adds a
// warehouse and splits a product's stock; a buyer sees what ships when and orders past the stock
// of a backorderable product; the order desk ships an order in two parts and the buyer sees both.

/** A warehouse of this test's own, with a code no other test uses. */
async function slowWarehouse(adminApi: ShopApi, leadTimeDays: number): Promise<string> {
  const code = `e2e-${uniqueTag()}`
  await adminApi.saveWarehouse(code, `E2E North ${code}`, leadTimeDays)
  return code
}

async function paidOrder(buyer: ShopApi, customer: Account, product: Product, pieces: number): Promise<Order> {
  await buyer.setCartLine(product.id, pieces)
  const order = await buyer.checkout(`PO-${uniqueTag()}`)
  await buyer.pay(order.id, customer.email)
  return order
}

test('an admin adds a warehouse and splits a product’s stock; the product page says what ships when', async ({ page, product }) => {
  const code = `e2e-${uniqueTag()}`
  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
  await page.goto('/dashboard/warehouses')
  await page.getByRole('button', { name: 'Add a warehouse' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a warehouse' })
  await dialog.getByLabel('Code').fill(code)
  await dialog.getByLabel('Name').fill(`E2E North ${code}`)
  await dialog.getByLabel('Lead time (days)').fill('5')
  await dialog.getByRole('button', { name: 'Add warehouse' }).click()
  await expectSuccessToast(page, 'Warehouse added')
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('5 days')

  await page.goto(`/dashboard/manageProducts?edit=${product.id}`)
  const split = page.getByRole('form', { name: 'Stock per warehouse' })
  await split.getByLabel(`E2E North ${code} (${code})`).fill('800')
  await expect(split).toContainText('Total 10,800 pcs')
  await split.getByRole('button', { name: 'Save stock' }).click()
  await expectSuccessToast(page, 'Stock saved')

  await page.goto(`/purchase/${product.id}`)
  await expect(page.getByText('10,000 ship today · 800 more in 5 days')).toBeVisible()
})

test('a buyer sees availability by lead time and orders past the stock of a backorderable product', async ({ page, api, adminApi, customer }) => {
  const code = await slowWarehouse(adminApi, 5)
  const product = await adminApi.createProduct({ stock: 1200, backorderable: true, restockDays: 14 })
  await adminApi.setStock(product.id, [{ code, stock: 800 }])
  const buyer = api.as(customer.token)
  await signIn(page, customer.token)

  await page.goto(`/purchase/${product.id}`)
  await expect(page.getByText('1,200 ship today · 800 more in 5 days')).toBeVisible()
  await expect(page.getByText('More can be ordered: it ships in about 14 days')).toBeVisible()

  await buyer.setCartLine(product.id, 2500)
  await page.goto('/cart')
  const line = page.getByRole('listitem', { name: product.name })
  await expect(line).toContainText('1,200 ship today, 800 in 5 days, 500 in about 14 days')

  const order = await buyer.checkout(`PO-${uniqueTag()}`)
  expect(order.lines[0]).toMatchObject({ backorderedQuantity: 500 })
  await page.goto(`/dashboard/orders/${order.id}`)
  await expect(page.getByRole('region', { name: 'Shipments' })).toContainText(`500 × ${product.name} backordered`)
})

test('the order desk ships an order in two parts and the buyer sees both tracking numbers', async ({ page, browser, baseURL, api, customer, product }) => {
  const buyer = api.as(customer.token)
  const order = await paidOrder(buyer, customer, product, 300)
  const desk = await adminPage(browser, baseURL)
  const first = `TRK-${uniqueTag()}`
  const second = `TRK-${uniqueTag()}`

  await desk.goto(`/dashboard/all-orders?q=${encodeURIComponent(customer.email)}`)
  const row = desk.getByRole('row').filter({ hasText: customer.email })
  const ship = row.getByRole('button', { name: `Ship the order for ${order.productName} by ${customer.email}` })
  await ship.click()
  let dialog = desk.getByRole('dialog', { name: 'Ship this order' })
  await dialog.getByLabel(`${product.name}: pieces to ship`).fill('100')
  await dialog.getByLabel('Carrier (optional)').fill('DHL')
  await dialog.getByLabel('Tracking number (optional)').fill(first)
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expectSuccessToast(desk, 'Shipment recorded; the rest is still to ship')
  await expect(row).toContainText('Partly shipped')

  await expect(ship).toHaveText('Ship the rest')
  await ship.click()
  dialog = desk.getByRole('dialog', { name: 'Ship this order' })
  await expect(dialog.getByLabel(`${product.name}: pieces to ship`)).toHaveValue('200')
  await dialog.getByLabel('Tracking number (optional)').fill(second)
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expectSuccessToast(desk, 'Order marked shipped')
  await expect(row).toContainText('Shipped')

  await signIn(page, customer.token)
  await page.goto(`/dashboard/orders/${order.id}`)
  const shipments = page.getByRole('region', { name: 'Shipments' })
  await expect(shipments.getByRole('listitem', { name: 'Shipment 1' })).toContainText(first)
  await expect(shipments.getByRole('listitem', { name: 'Shipment 1' })).toContainText('100 ×')
  await expect(shipments.getByRole('listitem', { name: 'Shipment 2' })).toContainText(second)
})
