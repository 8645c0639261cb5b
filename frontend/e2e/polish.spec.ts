import { expect, signIn, test } from './support/fixtures'

// What only a real browser shows: layout, print media, tab titles and scrolling.

test('home sections are visible without scrolling into them, on screen and in print', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'New on the floor' }).getByRole('article')).toHaveCount(3)
  // a section below the fold may wait on screen, but pressing End shows what the reader lands on
  await page.keyboard.press('End')
  await expect(page.getByRole('form', { name: 'Talk to a trade buyer' })).toBeInViewport()
  await expect.poll(() => page.getByRole('form', { name: 'Talk to a trade buyer' }).evaluate((el) => getComputedStyle(el.closest('.reveal')!).opacity)).toBe('1')

  await page.goto('/')
  await page.emulateMedia({ media: 'print' })
  const reveals = page.locator('.reveal')
  await expect(reveals.first()).toBeAttached()
  const opacities = await reveals.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))
  expect(opacities.every((o) => o === '1'), `printed sections: ${opacities.join(', ')}`).toBe(true)
})

test('with reduced motion nothing on the home page ever waits to appear', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'New on the floor' }).getByRole('article')).toHaveCount(3)
  await expect(page.locator('.reveal--waiting')).toHaveCount(0)
})

test('every page names the tab', async ({ page, customer }) => {
  await page.goto('/about')
  await expect(page).toHaveTitle('About · Pallet')
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).first().click()
  await expect(page).toHaveTitle('Products · Pallet')

  await signIn(page, customer.token)
  await page.goto('/dashboard/myOrders')
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
  await expect(page).toHaveTitle('My Orders · Pallet')
})

test('a deep link opened in a fresh tab scrolls to its section', async ({ page }) => {
  await page.goto('/about#payment')
  await expect(page.getByRole('heading', { name: 'Payment terms' })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test('on a phone the test cards’ Use buttons line up in one column', async ({ page, api, customer, product }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const booking = await api.as(customer.token).book(product.id, 100)
  await signIn(page, customer.token)
  await page.goto(`/dashboard/payment/${booking.id}`)
  const buttons = page.getByRole('button', { name: /^Use / })
  await expect(buttons.first()).toBeVisible()
  const rights = await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)))
  expect(new Set(rights).size, `right edges: ${rights.join(', ')}`).toBe(1)
})

test('All Orders keeps a truncated email readable beside the dashboard menu', async ({ page, api, customer, product }) => {
  await api.as(customer.token).book(product.id, 100)
  await page.goto('/')
  await page.evaluate((token) => localStorage.setItem('accessToken', token), process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
  for (const width of [1280, 1100]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/dashboard/all-orders?q=${encodeURIComponent(customer.email)}`)
    const email = page.getByRole('table', { name: 'All orders' }).locator('.orders-table__email').first()
    await expect(email).toHaveAttribute('title', customer.email)
    // the start of the address stays readable; the rest is in the tooltip
    expect(await email.evaluate((el) => el.getBoundingClientRect().width), `email at ${width} px`).toBeGreaterThan(90)
  }
})
