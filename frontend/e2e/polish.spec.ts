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

test('the quantity box keeps its width as the total grows', async ({ page, adminApi, customer }) => {
  const product = await adminApi.createProduct({ priceCents: 99_999, stock: 4800 })
  await signIn(page, customer.token)
  await page.goto(`/purchase/${product.id}`)
  const quantity = page.getByLabel('Quantity (pieces)')
  const width = () => quantity.evaluate((el) => Math.round(el.getBoundingClientRect().width))
  const before = await width()
  await quantity.fill('4800')
  await expect(page.getByRole('status').filter({ hasText: '$4,799,952.00' })).toBeVisible()
  expect(await width()).toBe(before)
})

test('the brand carousel draws its wordmarks without fetching one image per brand, once it is near', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/brands/') || path === '/api/brands') fetched.push(path)
  })
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'New on the floor' }).getByRole('article')).toHaveCount(3)
  expect(fetched, 'before scrolling to the brands').toEqual([])
  await page.getByRole('heading', { name: 'Brands we ship by the pallet' }).scrollIntoViewIfNeeded()
  const carousel = page.getByRole('region', { name: 'Brands' })
  await expect(carousel.getByRole('img').first()).toBeVisible()
  await expect(carousel.getByRole('img', { name: 'Samsung', includeHidden: true })).toHaveCount(1)
  expect(fetched).toEqual(['/api/brands'])
})

test('Manage Products: buttons sit in the middle of their row, and a phone shows compact cards', async ({ page }) => {
  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
  await page.goto('/dashboard/manageProducts')
  const table = page.getByRole('table', { name: 'Products in the catalogue' })
  const row = table.locator('tbody tr').first()
  const edit = row.getByRole('button', { name: /^Edit / })
  await expect(edit).toBeVisible()
  const [rowBox, editBox] = [await row.boundingBox(), await edit.boundingBox()]
  expect(Math.abs(rowBox!.y + rowBox!.height / 2 - (editBox!.y + editBox!.height / 2)), 'Edit off the row’s middle').toBeLessThanOrEqual(2)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(row).toBeVisible()
  const heights = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height))
  expect(Math.max(...heights), `card heights: ${heights.join(', ')}`).toBeLessThanOrEqual(200)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('on a phone the open menu lines the active item up with the others', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  await page.getByRole('button', { name: 'Menu' }).click()
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
  await expect(links.filter({ hasText: 'About' })).toHaveClass(/active/)
  const textStarts = await page.locator('.topnav__link').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft))))
  expect(new Set(textStarts).size, `text starts: ${textStarts.join(', ')}`).toBe(1)
})

test('the top navigation fits a 1100 px window when signed in', async ({ page, customer }) => {
  await page.setViewportSize({ width: 1100, height: 800 })
  await signIn(page, customer.token)
  await page.goto('/about')
  const signOut = page.getByRole('button', { name: 'Sign Out' })
  await expect(signOut).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1100)
  expect((await signOut.boundingBox())!.x + (await signOut.boundingBox())!.width).toBeLessThanOrEqual(1100 - 12)
})

test('All Orders never scrolls sideways between phone and desktop widths', async ({ page, api, customer, product }) => {
  await api.as(customer.token).book(product.id, 100)
  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
  for (const width of [900, 760, 1050, 1100, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/dashboard/all-orders?q=${encodeURIComponent(customer.email)}`)
    const table = page.getByRole('table', { name: 'All orders' })
    await expect(table.locator('.orders-table__email').first()).toHaveAttribute('title', customer.email)
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth, `page at ${width} px`).toBeLessThanOrEqual(width)
    const wrap = await table.evaluate((el) => {
      const box = el.closest('.table-wrap')!
      return { scroll: box.scrollWidth, client: box.clientWidth }
    })
    expect(wrap.scroll, `table at ${width} px`).toBeLessThanOrEqual(wrap.client)
  }
})
