import type { Page } from '@playwright/test'
import { uniqueTag, type Account, type Order, type Product, type ShopApi } from './support/api'
import { expect, expectSuccessToast, signIn, test } from './support/fixtures'

// The cart: filling it from the catalogue, the MOQ rule per line, one checkout for every line,
// paying, the order's own page, ordering it again, and the admin shipping it.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const dollars = (cents: number) => usd.format(cents / 100)

/** Three products of the test's own, each with its own MOQ and price. */
async function threeProducts(adminApi: ShopApi): Promise<[Product, Product, Product]> {
  const tag = uniqueTag()
  return Promise.all([
    adminApi.createProduct({ name: `E2E Cart Switch ${tag}`, minOrderQuantity: 100, priceCents: 1250 }),
    adminApi.createProduct({ name: `E2E Cart Router ${tag}`, minOrderQuantity: 50, priceCents: 2000 }),
    adminApi.createProduct({ name: `E2E Cart Cable ${tag}`, minOrderQuantity: 200, priceCents: 999 }),
  ])
}

/** A paid order of all three products at their MOQs, placed through the cart API. */
async function paidOrder(buyer: ShopApi, customer: Account, products: Product[], poNumber: string): Promise<Order> {
  for (const product of products) await buyer.setCartLine(product.id, product.minOrderQuantity)
  const order = await buyer.checkout(poNumber)
  await buyer.pay(order.id, customer.email)
  return order
}

async function addToCart(page: Page, product: Product) {
  const form = page.getByRole('form', { name: `Add ${product.name} to the cart` })
  await expect(form.getByLabel('Pieces')).toHaveValue(String(product.minOrderQuantity))
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expectSuccessToast(page, `${product.minOrderQuantity} × ${product.name} added to your cart.`)
}

/** The product page's one buy box: its quantity starts at the MOQ, and "Add to cart" adds it. */
async function addOnProductPage(page: Page, product: Product) {
  const box = page.getByRole('region', { name: 'Order this product' })
  await expect(box.getByLabel('Quantity (pieces)')).toHaveValue(String(product.minOrderQuantity))
  await box.getByRole('button', { name: 'Add to cart' }).click()
  await expectSuccessToast(page, `${product.minOrderQuantity} × ${product.name} added to your cart.`)
}

/** Types a quantity into a cart line and saves it with Enter. */
async function setQuantity(page: Page, product: Product, quantity: number) {
  const field = page.getByRole('listitem', { name: product.name }).getByLabel('Quantity')
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/cart/lines/${product.id}`))
  await field.fill(String(quantity))
  await field.press('Enter')
  expect((await saved).status()).toBe(200)
}

test('a buyer fills the cart, fixes a line below its MOQ, checks out with a PO number, pays and finds the order', async ({ page, adminApi, customer }) => {
  const [productSwitch, router, cable] = await threeProducts(adminApi)
  const poNumber = `PO-${uniqueTag()}`
  await signIn(page, customer.token)

  await page.goto(`/purchase/${productSwitch.id}`)
  await addOnProductPage(page, productSwitch)
  await page.goto(`/purchase/${router.id}`)
  await addOnProductPage(page, router)
  await page.goto(`/products?q=${encodeURIComponent(cable.name)}`)
  await addToCart(page, cable)

  await page.getByRole('link', { name: 'Cart, 3 lines' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('listitem', { name: cable.name })).toContainText('$1,998.00')
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible()

  await setQuantity(page, productSwitch, 50)
  const switchLine = page.getByRole('listitem', { name: productSwitch.name })
  await expect(switchLine.getByText('Minimum order is 100 pieces')).toBeVisible()
  await expect(switchLine.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled()
  await expect(page.getByText('Checkout opens once every line can be ordered')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0)

  await setQuantity(page, productSwitch, 150)
  await expect(switchLine.getByText('Minimum order is 100 pieces')).toBeHidden()
  await expect(switchLine).toContainText('$1,875.00')
  await page.getByRole('link', { name: 'Checkout' }).click()

  await expect(page).toHaveURL(/\/checkout$/)
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  for (const name of [productSwitch.name, router.name, cable.name]) await expect(summary).toContainText(name)
  await expect(summary).toContainText('$4,873.00')
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('Client name')).toHaveValue(customer.name)
  await form.getByLabel('Delivery address').fill('Dock 4, 12 Harbour Road, Antwerp')
  await form.getByLabel('Phone').fill('+32 3 555 01 23')
  await form.getByLabel('PO number (optional)').fill(poNumber)
  await form.getByRole('button', { name: 'Place order' }).click()
  await expectSuccessToast(page, 'Order placed. Pay now to keep its stock reserved.')

  await expect(page).toHaveURL(/\/dashboard\/payment\/\w+$/)
  const orderId = page.url().split('/').pop() ?? ''
  await expect(page.getByRole('link', { name: 'Cart, 0 lines' })).toBeVisible()
  const order = await adminApi.getOrder(orderId)
  expect(order).toMatchObject({ poNumber, subtotalCents: 487_300, status: 'unpaid' })
  const orderSummary = page.getByRole('region', { name: 'Order summary' })
  for (const name of [productSwitch.name, router.name, cable.name]) await expect(orderSummary).toContainText(name)
  const card = page.getByRole('form', { name: 'Card payment' })
  await card.getByLabel('Card number').pressSequentially('4242424242424242')
  await card.getByLabel('Expiry (MM/YY)').pressSequentially('1239')
  await card.getByLabel('CVC').fill('123')
  const pay = card.getByRole('button', { name: `Pay ${dollars(order.totalPriceCents)}` })
  await expect(pay).toBeEnabled()
  await pay.click()
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible()

  await page.getByRole('link', { name: 'Back to My Orders →' }).click()
  const row = page.getByRole('row').filter({ hasText: poNumber })
  await expect(row).toContainText('Paid')
  await row.getByRole('link').first().click()

  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`))
  await expect(page.getByRole('heading', { level: 1, name: /^Order [0-9A-F]{8}$/ })).toBeVisible()
  const lines = page.getByRole('table', { name: 'Order lines' })
  for (const [product, quantity, total] of [
    [productSwitch, '150', '$1,875.00'],
    [router, '50', '$1,000.00'],
    [cable, '200', '$1,998.00'],
  ] as const) {
    const line = lines.getByRole('row').filter({ hasText: product.name })
    await expect(line).toContainText(quantity)
    await expect(line).toContainText(total)
  }
  const totals = page.getByRole('region', { name: 'Lines and totals' })
  await expect(totals).toContainText('Subtotal$4,873.00')
  await expect(totals).toContainText(`Total${dollars(order.totalPriceCents)}`)
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).toContainText(poNumber)
  await expect(details).toContainText('Dock 4, 12 Harbour Road, Antwerp')
})

test('Order again puts the lines of an earlier order back in the cart', async ({ page, api, adminApi, customer }) => {
  const products = await threeProducts(adminApi)
  const buyer = api.as(customer.token)
  const order = await paidOrder(buyer, customer, products, `PO-${uniqueTag()}`)
  await signIn(page, customer.token)

  await page.goto(`/dashboard/orders/${order.id}`)
  await expect(page.getByRole('link', { name: 'Cart, 0 lines' })).toBeVisible()
  await page.getByRole('button', { name: 'Order again' }).click()
  await expectSuccessToast(page, 'The order is back in your cart at today’s prices.')

  await expect(page).toHaveURL(/\/cart$/)
  for (const product of products) {
    await expect(page.getByRole('listitem', { name: product.name }).getByLabel('Quantity')).toHaveValue(String(product.minOrderQuantity))
  }
  await expect(page.getByRole('link', { name: 'Cart, 3 lines' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible()
  const cart = await buyer.cart()
  expect(cart.lines.map((line) => [line.productId, line.quantity]).sort()).toEqual(products.map((p) => [p.id, p.minOrderQuantity]).sort())
})

test('an admin sees where a cart order ships and its PO number in All Orders, and ships it', async ({ page, api, adminApi, customer }) => {
  const products = await threeProducts(adminApi)
  const buyer = api.as(customer.token)
  const poNumber = `PO-${uniqueTag()}`
  const order = await paidOrder(buyer, customer, products, poNumber)
  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')

  await page.goto('/dashboard/all-orders')
  await page.getByLabel('Status').selectOption({ label: 'Paid' })
  const row = page.getByRole('row').filter({ hasText: poNumber })
  await expect(row).toContainText(customer.email)
  await expect(row).toContainText('9 Cart Quay, Hamburg')
  await expect(row).toContainText('+49 40 555 0100')
  await expect(row).toContainText(dollars(order.totalPriceCents))
  await expect(row.getByRole('link', { name: order.lines[0].productName })).toHaveAttribute('href', `/dashboard/orders/${order.id}`)
  await expect(row).toContainText('3 lines · 350 pcs')

  await row.getByRole('button', { name: `Ship the order for ${order.productName} by ${customer.email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Ship this order' })
  const tracking = `TRK-${uniqueTag()}`
  await dialog.getByLabel('Tracking number (optional)').fill(tracking)
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expectSuccessToast(page, 'Order marked shipped')
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Shipped')
  expect(await buyer.getOrder(order.id)).toMatchObject({ status: 'shipped', trackingNumber: tracking, poNumber })
})
