import type { Page } from '@playwright/test'
import { uniqueTag } from '../e2e/support/api'
import { signIn, test } from '../e2e/support/fixtures'

const OUT = process.env.LOOK_OUT ?? '/tmp/look'
const WIDTHS = [1280, 390]

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    if (overflow > 0) console.log(`OVERFLOW ${name} @${width}: ${overflow}px`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('look', async ({ page, browser, baseURL, adminApi, api, customer }) => {
  test.setTimeout(180_000)
  const tag = uniqueTag()
  const ssd = await adminApi.createProduct({ name: `Samsung 990 PRO 2TB NVMe ${tag}`, sku: `MZ-V8P2T0BW-${tag}`, priceCents: 15_000, priceBreaks: [{ minQuantity: 500, unitPriceCents: 13_900 }, { minQuantity: 1000, unitPriceCents: 12_900 }, { minQuantity: 5000, unitPriceCents: 11_900 }] })
  const ram = await adminApi.createProduct({ name: `Kingston Fury Beast 32GB DDR5-5600 ${tag}`, sku: `KF556C40BB-32-${tag}`, priceCents: 9_000, priceBreaks: [{ minQuantity: 1000, unitPriceCents: 8_000 }] })
  const buyer = api.as(customer.token)
  await signIn(page, customer.token)

  await page.goto('/quick-order')
  await page.getByLabel('Part numbers and quantities').fill(`${ssd.sku} 600\n${ram.sku} 200\nNOPE-${tag} 50\n${ssd.sku.toLowerCase()} 100\nbad line`)
  await page.getByRole('button', { name: 'Preview' }).click()
  await page.getByRole('table', { name: 'Preview of the quick order' }).waitFor()
  await shoot(page, '01-quick-preview')
  await page.getByRole('form', { name: 'Quick order' }).getByRole('button', { name: 'Add to cart' }).click()
  await page.getByText('Only these lines are left').waitFor()
  await shoot(page, '02-quick-result')

  await page.goto(`/purchase/${ssd.id}`)
  await page.getByRole('table', { name: 'Volume prices' }).waitFor()
  await page.getByLabel('Quantity (pieces)').fill('8000')
  await page.getByRole('button', { name: 'Request a quote' }).waitFor()
  await shoot(page, '03-product')
  await page.getByRole('button', { name: 'Request a quote' }).click()
  await shoot(page, '04-request-quote')
  await page.keyboard.press('Escape')

  await page.goto('/cart')
  await page.getByRole('listitem', { name: ram.name }).waitFor()
  await shoot(page, '05-cart')

  const requested = await buyer.requestQuote([{ productId: ssd.id, quantity: 8000 }], 'Two deliveries please: half in May, half in June.')
  const offered = await buyer.requestQuote([{ productId: ssd.id, quantity: 6000 }, { productId: ram.id, quantity: 3000 }], '')
  await adminApi.offerQuote(offered, 11_000)
  await page.goto('/dashboard/quotes')
  await page.getByRole('table', { name: 'Quotes' }).waitFor()
  await shoot(page, '06-my-quotes')
  await page.goto(`/dashboard/quotes/${offered.id}`)
  await page.getByRole('button', { name: 'Accept offer' }).waitFor()
  await shoot(page, '07-quote-detail')
  await page.getByRole('button', { name: 'Accept offer' }).click()
  await shoot(page, '08-accept')

  const admin = await (await browser.newContext({ baseURL })).newPage()
  await signIn(admin, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
  await admin.goto('/dashboard/admin-quotes')
  await admin.getByRole('table', { name: 'Quotes' }).waitFor()
  await shoot(admin, '09-admin-quotes')
  await admin.getByRole('button', { name: `Make an offer for quote #${requested.id.slice(-8).toUpperCase()}` }).click()
  await shoot(admin, '10-offer-form')
  await admin.keyboard.press('Escape')
  await admin.goto('/dashboard/add-products')
  await admin.getByRole('button', { name: 'Add a price break' }).click()
  await admin.getByRole('button', { name: 'Add a price break' }).click()
  await admin.getByLabel('Price break 1: from pieces').fill('500')
  await admin.getByLabel('Price break 1: price per piece').fill('139.00')
  await admin.getByLabel('Price break 2: from pieces').fill('1000')
  await admin.getByLabel('Price break 2: price per piece').fill('129.00')
  await shoot(admin, '11-product-form')
  await admin.goto('/dashboard/quotes')
  await shoot(admin, '12-admin-my-quotes')
})
