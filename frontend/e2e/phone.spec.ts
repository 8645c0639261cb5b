import type { Page } from '@playwright/test'
import { expect, expectSuccessToast, signIn, test } from './support/fixtures'

// A 390 px wide phone.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('on a phone the menu, the product cards and the order forms are usable', async ({ page, api, customer, product }) => {
  await signIn(page, customer.token)
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const menu = page.getByRole('button', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Products' })).toBeHidden()
  await expectNoSidewaysScroll(page)

  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await nav.getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(nav.getByRole('link', { name: 'Products' })).toBeHidden()

  await page.getByRole('button', { name: 'Show filters' }).click()
  const search = page.getByRole('searchbox', { name: 'Search products' })
  await search.fill(product.name)
  await search.press('Enter')
  // the filters open over the results; their last button says how many there are and goes back to them
  await page.getByRole('button', { name: 'Show 1 result', exact: true }).tap()
  const card = page.getByRole('article', { name: product.name })
  await expect(card).toBeVisible()
  const box = await card.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  await expectNoSidewaysScroll(page)

  // the purchase page: one quantity, then "Buy now" through checkout's form
  await card.getByRole('link', { name: 'Order Now' }).tap()
  await expect(page).toHaveURL(new RegExp(`/purchase/${product.id}$`))
  await page.getByRole('region', { name: 'Order this product' }).getByLabel('Quantity (pieces)').fill('250')
  await page.getByRole('button', { name: 'Buy now' }).tap()
  const form = page.getByRole('form', { name: 'Checkout' })
  await form.getByLabel('Delivery address').fill('Unit 7, Dockside Park, Felixstowe')
  await form.getByLabel('Phone').fill('+44 1394 555 010')
  const placeOrder = form.getByRole('button', { name: 'Place order' })
  await placeOrder.scrollIntoViewIfNeeded()
  const button = await placeOrder.boundingBox()
  expect(button!.x + button!.width).toBeLessThanOrEqual(390)
  await expectNoSidewaysScroll(page)
  await placeOrder.tap()
  await expectSuccessToast(page, 'Your Order is Successfully Booking')
  await expect(page).toHaveURL(/\/dashboard\/payment\/\w+$/)
  await page.goto('/dashboard/myOrders')
  await expect(page.getByRole('row').filter({ hasText: '$3,125.00' })).toContainText(product.name)
  await expectNoSidewaysScroll(page)

  // the booking form in place: a card's "Buy now" opens the product page's buy box over the list
  await page.goto(`/products?q=${encodeURIComponent(product.name)}`)
  await page.getByRole('article', { name: product.name }).getByRole('button', { name: 'Buy now' }).tap()
  const dialog = page.getByRole('dialog', { name: `Buy now: ${product.name}` })
  await expect(dialog.getByLabel('Quantity (pieces)')).toHaveValue('100')
  await dialog.getByRole('button', { name: 'Buy now' }).tap()
  const inPlace = dialog.getByRole('form', { name: 'Checkout' })
  await inPlace.getByLabel('Delivery address').fill('Unit 7, Dockside Park, Felixstowe')
  await inPlace.getByLabel('Phone').fill('+44 1394 555 010')
  await expectNoSidewaysScroll(page)
  await inPlace.getByRole('button', { name: 'Place order' }).tap()
  await expectSuccessToast(page, 'Your Order is Successfully Booking')
  await expect(page).toHaveURL(/\/dashboard\/payment\/\w+$/)
  await expect.poll(async () => (await api.getProduct(product.id)).stock).toBe(10_000 - 250 - 100)
})

test('on a phone the menu button sits at the right edge, signed out as signed in', async ({ page, customer }) => {
  const menuRightGap = async () => {
    const box = await page.getByRole('button', { name: 'Menu' }).boundingBox()
    return 390 - (box!.x + box!.width)
  }
  await page.goto('/about')
  await expect(page.getByRole('link', { name: 'Login', includeHidden: true })).toBeAttached()
  expect(await menuRightGap()).toBeLessThan(40)

  await signIn(page, customer.token)
  await page.goto('/about')
  await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible()
  expect(await menuRightGap()).toBeLessThan(40)
})

test('on a phone the users page keeps a user with a long unbroken name and email inside the screen', async ({ page, api }) => {
  const long = await api.signUp('ProcurementDepartmentOfTheEuropeanRegionSubsidiary')
  // a name with no space to wrap at, as a buyer who typed their email as their name has
  expect(long.email.length).toBeGreaterThan(60)
  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
  await page.goto(`/dashboard/makeAdmin?q=${encodeURIComponent(long.email)}`)
  const table = page.getByRole('table', { name: 'All users' })
  await expect(table.getByText(long.email)).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expectNoSidewaysScroll(page)
})
