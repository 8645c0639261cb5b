import { uniqueTag } from './support/api'
import { expect, signIn, test } from './support/fixtures'

// The order desk and the catalogue's filters at the sizes staff and buyers use: what only a
// browser's layout shows.

test('the order desk fits about ten orders to a 1280 × 800 screen, each a few lines, nothing cut', async ({ page, api, adminApi, customer }) => {
  test.setTimeout(120_000)
  const buyer = api.as(customer.token)
  const tag = uniqueTag()
  const products = await Promise.all([
    adminApi.createProduct({ name: `E2E Desk Switch ${tag}`, minOrderQuantity: 100 }),
    adminApi.createProduct({ name: `E2E Desk Router ${tag}`, minOrderQuantity: 50 }),
    adminApi.createProduct({ name: `E2E Desk Cable ${tag}`, minOrderQuantity: 200 }),
  ])
  for (const product of products) await buyer.setCartLine(product.id, product.minOrderQuantity)
  const poNumber = `PO-${tag}`
  const several = await buyer.checkout(poNumber)
  await buyer.pay(several.id, customer.email)
  for (let i = 0; i < 9; i++) {
    const order = await buyer.book(products[0].id, 100)
    await buyer.pay(order.id, customer.email)
  }

  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/dashboard/all-orders?q=${encodeURIComponent(customer.email)}`)
  const table = page.getByRole('table', { name: 'All orders' })
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(10)

  const row = rows.filter({ hasText: poNumber })
  await expect(row.getByRole('link', { name: several.lines[0].productName })).toHaveAttribute('href', `/dashboard/orders/${several.id}`)
  await expect(row).toContainText('3 lines · 350 pcs')

  const heights = await rows.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)))
  expect(Math.max(...heights), `row heights ${heights.join(', ')}`).toBeLessThanOrEqual(80)
  expect(heights.reduce((sum, h) => sum + h, 0), 'ten rows within one screen').toBeLessThanOrEqual(800)
  const cut = await table.locator('.truncate').evaluateAll((els) =>
    els.filter((el) => !el.classList.contains('orders-table__address') && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
  )
  expect(cut, 'emails and transaction ids are whole').toEqual([])
  const wrapped = await table.locator('.order-ref, .orders-table__po').evaluateAll((els) => els.filter((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size > 1).map((el) => el.textContent))
  expect(wrapped, 'references stay on one line').toEqual([])
  const wrap = await table.evaluate((el) => {
    const box = el.closest('.table-wrap')!
    return { scroll: box.scrollWidth, client: box.clientWidth }
  })
  expect(wrap.scroll, 'no sideways scrolling').toBeLessThanOrEqual(wrap.client)
})

test('on a 1280 × 800 screen the filters fit the window: In stock only and Clear filters are in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/products')
  const filters = page.getByRole('form', { name: 'Filter products' })
  const categories = filters.getByRole('navigation', { name: 'Categories' }).getByRole('link')
  await expect(categories.nth(1)).toBeVisible()
  // a category adds its spec filters, so the panel grows
  await categories.nth(1).click()
  await expect(filters.getByRole('group').first()).toBeVisible()
  const actions = [filters.getByLabel('In stock only'), filters.getByRole('button', { name: 'Clear filters' })]
  for (const control of actions) await expect(control).toBeInViewport({ ratio: 1 })
  // scrolled down the results, the panel stays beside them, whole, the actions still in sight
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect.poll(() => filters.evaluate((el) => Math.round(el.getBoundingClientRect().bottom)), { message: 'the panel ends inside the window' }).toBeLessThanOrEqual(800)
  for (const control of actions) await expect(control).toBeInViewport({ ratio: 1 })
  const choices = filters.locator('.filters__choices')
  expect(await choices.evaluate((el) => el.scrollHeight > el.clientHeight), 'the choices scroll inside the panel').toBe(true)
  await filters.getByLabel('In stock only').check()
  await expect(page).toHaveURL(/inStock=true/)
})

test('on a phone the folded-out filters end in “Show N results”, which goes back to the results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/products')
  const count = page.locator('.results-count')
  await expect(count).toBeVisible()
  await page.getByRole('button', { name: /^Show filters/ }).click()
  const show = page.getByRole('button', { name: /^Show \d[\d,]* results?$/ })
  await expect(show).toBeInViewport({ ratio: 1 })
  await expect(page.getByLabel('In stock only')).toBeInViewport({ ratio: 1 })
  await page.getByLabel('In stock only').check()
  await expect(page).toHaveURL(/inStock=true/)
  await expect(show).toHaveText(/^Show \d[\d,]* results?$/)
  const total = (await show.textContent())!.split(' ')[1]
  await show.click()
  await expect(count).toHaveText(new RegExp(`^${total} products?$`))
  await expect(show).toBeHidden()
  await expect(page.getByRole('button', { name: /^Show filters \(1\)$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Product results' }).getByRole('article').first()).toBeInViewport()
})

test('the order page’s actions and downloads share one row at 1280 px, and at most two rows on a phone without sideways scrolling', async ({ page, api, adminApi, customer, product }) => {
  await adminApi.setTerms(customer.user.id, { invoiceTerms: true, netDays: 30 })
  const buyer = api.as(customer.token)
  await buyer.setCartLine(product.id, product.minOrderQuantity)
  const order = await buyer.checkout(`PO-${uniqueTag()}`, 'invoice')
  expect(order).toMatchObject({ paymentMethod: 'invoice', status: 'unpaid' })

  await signIn(page, customer.token)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/dashboard/orders/${order.id}`)
  // every button of the order's page, wherever a feature puts it
  const buttons = page.getByRole('article').locator('a.btn, button.btn')
  await expect(page.getByRole('button', { name: 'Download invoice (PDF)' })).toBeVisible()
  expect(await buttons.allTextContents()).toEqual(['Pay by card', 'Cancel order', 'Order again', 'Download invoice (PDF)'])
  const rows = () => buttons.evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().top)))])
  expect(await rows(), 'at 1280 px every button sits in one row').toHaveLength(1)
  await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('button')).toHaveCount(3)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(async () => (await rows()).length, { message: 'at 390 px the buttons take at most two rows' }).toBeLessThanOrEqual(2)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390)
})
