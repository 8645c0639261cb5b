import type { Page } from '@playwright/test'
import { uniqueTag, type Product, type ShopApi } from './support/api'
import { adminPage, expect, expectSuccessToast, signIn, test } from './support/fixtures'

// Trade buying: a quick order by part number with volume prices in the cart, and a quote asked
// for on a product page, answered by an admin, accepted and paid by the buyer.

/** A product of the test's own with its own part number; MOQ 100 and 10,000 in stock. */
function tradeProduct(adminApi: ShopApi, label: string, tag: string, priceCents: number, breaks: [number, number][]): Promise<Product> {
  return adminApi.createProduct({
    name: `E2E Trade ${label} ${tag}`,
    sku: `E2E-${label.toUpperCase()}-${tag}`,
    priceCents,
    priceBreaks: breaks.map(([minQuantity, unitPriceCents]) => ({ minQuantity, unitPriceCents })),
  })
}

async function addQuickOrder(page: Page, text: string) {
  const box = page.getByLabel('Part numbers and quantities')
  await box.fill(text)
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/cart/quick-order'))
  await page.getByRole('form', { name: 'Quick order' }).getByRole('button', { name: 'Add to cart' }).click()
  expect((await added).status()).toBe(200)
}

test('a buyer pastes part numbers, is told which line is unknown, fixes it, and sees break prices in the cart', async ({ page, adminApi, customer }) => {
  const tag = uniqueTag()
  const [ssd, ram, cable] = await Promise.all([
    tradeProduct(adminApi, 'Ssd', tag, 15_000, [[500, 13_900]]),
    tradeProduct(adminApi, 'Ram', tag, 9_000, [[1_000, 8_000]]),
    tradeProduct(adminApi, 'Cable', tag, 500, []),
  ])
  const unknown = `E2E-NOPE-${tag}`
  await signIn(page, customer.token)

  await page.goto('/quick-order')
  await page.getByLabel('Part numbers and quantities').fill(`${ssd.sku} 500\n${ram.sku.toLowerCase()} 200\n${unknown} 300`)
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('table', { name: 'Preview of the quick order' })
  await expect(preview.getByRole('row', { name: 'Line 1' })).toContainText(ssd.name)
  await expect(preview.getByRole('row', { name: 'Line 1' })).toContainText('$139.00')
  await expect(preview.getByRole('row', { name: 'Line 2' })).toContainText(ram.name)
  await expect(preview.getByRole('row', { name: 'Line 3' })).toContainText(`Unknown part number ${unknown}`)
  await expect(page.getByText('1 of 3 lines needs attention; the others can go into your cart.')).toBeVisible()

  await page.getByRole('form', { name: 'Quick order' }).getByRole('button', { name: 'Add to cart' }).click()
  const result = page.getByRole('status', { name: '2 of 3 lines added to your cart' })
  await expect(result.getByRole('listitem')).toHaveText(`Line 3 · ${unknown} · 300 pcs: Unknown part number ${unknown}`)
  await expect(page.getByRole('link', { name: 'Cart, 2 lines' })).toBeVisible()
  await expect(page.getByLabel('Part numbers and quantities')).toHaveValue(`${unknown} 300`)

  await addQuickOrder(page, `${cable.sku} 300`)
  await expect(page.getByRole('status', { name: '1 line added to your cart' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your cart' }).click()

  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('link', { name: 'Cart, 3 lines' })).toBeVisible()
  const ssdLine = page.getByRole('listitem', { name: ssd.name })
  await expect(ssdLine.getByLabel('Quantity')).toHaveValue('500')
  await expect(ssdLine).toContainText(`${ssd.sku} · $139.00 per piece`)
  await expect(ssdLine).toContainText('$69,500.00')
  await expect(ssdLine).not.toContainText('Order ')
  const ramLine = page.getByRole('listitem', { name: ram.name })
  await expect(ramLine.getByLabel('Quantity')).toHaveValue('200')
  await expect(ramLine).toContainText(`${ram.sku} · $90.00 per piece`)
  await expect(ramLine).toContainText('$18,000.00')
  await expect(ramLine).toContainText('Order 1,000 for $80.00 each')
  await expect(page.getByRole('listitem', { name: cable.name }).getByLabel('Quantity')).toHaveValue('300')
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible()
})

test('a buyer asks for a quote above the best break, an admin offers a price, and the buyer accepts and pays it', async ({ page, browser, baseURL, adminApi, customer }) => {
  const tag = uniqueTag()
  const gpu = await tradeProduct(adminApi, 'Gpu', tag, 12_000, [[500, 11_000]])
  await signIn(page, customer.token)

  await page.goto(`/purchase/${gpu.id}`)
  await expect(page.getByRole('table', { name: 'Volume prices' })).toContainText('500+ pcs$110.00 each')
  const buyBox = page.getByRole('region', { name: 'Order this product' })
  await expect(page.getByRole('button', { name: 'Request a quote' })).toHaveCount(0)
  await buyBox.getByLabel('Quantity (pieces)').fill('2000')
  await expect(buyBox.getByRole('button', { name: 'Request a quote' })).toBeInViewport()
  await page.getByRole('button', { name: 'Request a quote' }).click()
  const request = page.getByRole('form', { name: 'Request a quote' })
  await expect(request).toContainText(`2,000 × ${gpu.name}`)
  await request.getByLabel('Note (optional)').fill('Delivery in two lots, please.')
  await request.getByRole('button', { name: 'Send request' }).click()
  await expectSuccessToast(page, 'Quote requested. We will answer with an offer; follow it in My Quotes.')
  await expect(page).toHaveURL(/\/dashboard\/quotes\/\w+$/)
  const quoteId = page.url().split('/').pop() ?? ''
  const shortId = `#${quoteId.slice(-8).toUpperCase()}`
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${shortId}` })).toBeVisible()
  await expect(page.getByText('We are preparing an offer; it appears here.')).toBeVisible()

  const admin = await adminPage(browser, baseURL)
  await admin.goto('/dashboard/admin-quotes')
  const row = admin.getByRole('row').filter({ hasText: customer.email })
  await expect(row).toContainText('Requested')
  await row.getByRole('button', { name: `Make an offer for quote ${shortId}` }).click()
  const offer = admin.getByRole('form', { name: 'Make an offer' })
  await expect(offer).toContainText('Delivery in two lots, please.')
  await offer.getByLabel(`Price per piece for ${gpu.name} (USD)`).fill('95.50')
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
  await offer.getByLabel('Valid until').fill(validUntil)
  await offer.getByLabel('Lead time (days, optional)').fill('12')
  await offer.getByLabel('Reply to the buyer (optional)').fill('Two lots work: the second ships a week after the first.')
  await offer.getByRole('button', { name: 'Send offer' }).click()
  await expectSuccessToast(admin, `Offer sent to ${customer.email}.`)
  await admin.context().close()

  await page.reload()
  await expect(page.getByText(/^The offer is valid until/)).toBeVisible()
  const lines = page.getByRole('table', { name: 'Quote lines' })
  await expect(lines).toContainText('$95.50')
  await expect(lines).toContainText('$191,000.00')
  await expect(page.getByText('Two lots work: the second ships a week after the first.')).toBeVisible()
  await expect(page.getByText('Ships in about 12 days')).toBeVisible()
  await page.getByRole('button', { name: 'Accept offer' }).click()
  const accept = page.getByRole('form', { name: 'Accept the offer' })
  await accept.getByLabel('Delivery address').fill('Bay 7, 3 Quay Street, Rotterdam')
  await accept.getByLabel('Phone').fill('+31 10 555 0177')
  await accept.getByRole('button', { name: 'Accept and order' }).click()
  await expectSuccessToast(page, 'Offer accepted. Pay now to keep its stock reserved.')

  await expect(page).toHaveURL(/\/dashboard\/payment\/\w+$/)
  const orderId = page.url().split('/').pop() ?? ''
  const order = await adminApi.getOrder(orderId)
  expect(order).toMatchObject({ subtotalCents: 19_100_000, status: 'unpaid', lines: [{ productId: gpu.id, quantity: 2000, unitPriceCents: 9_550 }] })
  const card = page.getByRole('form', { name: 'Card payment' })
  await card.getByLabel('Card number').pressSequentially('4242424242424242')
  await card.getByLabel('Expiry (MM/YY)').pressSequentially('1239')
  await card.getByLabel('CVC').fill('123')
  await card.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible()

  await page.goto(`/dashboard/orders/${orderId}`)
  const line = page.getByRole('table', { name: 'Order lines' }).getByRole('row').filter({ hasText: gpu.name })
  await expect(line).toContainText('2,000')
  await expect(line).toContainText('$95.50')
  await expect(line).toContainText('$191,000.00')
  await page.goto(`/dashboard/quotes/${quoteId}`)
  await expect(page.getByText('You accepted the offer; it is now an order.')).toBeVisible()
  await expect(page.getByRole('link', { name: `Order #${orderId.slice(-8).toUpperCase()}` })).toBeVisible()
})
