import { expect, test } from './support/fixtures'

// A visitor who is not signed in.

test('home page shows every section, and the brand carousel advances by itself', async ({ page }) => {
  await page.goto('/')

  await expect(page.getByRole('heading', { level: 1, name: 'Computer hardware by the pallet, at trade prices.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/products')

  const newest = page.getByRole('region', { name: 'New on the floor' })
  await expect(newest.getByRole('article')).toHaveCount(3)

  const stats = page.getByRole('region', { name: 'Pallet in numbers' })
  await stats.scrollIntoViewIfNeeded()
  await expect(stats.locator('.stats__item').filter({ hasText: 'countries' })).toContainText('51')
  await expect(stats.locator('.stats__item').filter({ hasText: 'clients' })).toContainText('4,200+')
  await expect(stats.locator('.stats__item').filter({ hasText: 'feedbacks' })).toContainText('1,200+')

  await expect(page.getByRole('heading', { name: 'Buying for a reseller, an integrator or an IT department?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Pallet' })).toHaveAttribute('href', '/signup')
  await expect(page.getByRole('region', { name: 'What buyers say' })).toBeVisible()
  const contact = page.getByRole('form', { name: 'Talk to a trade buyer' })
  for (const field of ['Email', 'Name', 'Subject', 'Message']) await expect(contact.getByLabel(field)).toBeVisible()

  // the carousel: three brands shown at a time, and the lead slide moves on every 5 s
  const carousel = page.getByRole('region', { name: 'Brands', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  const shown = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]')
  await expect(shown).toHaveCount(3)
  const firstShown = await shown.first().getAttribute('aria-label')
  const track = carousel.locator('.carousel__track')
  const firstTransform = await track.evaluate((el) => getComputedStyle(el).transform)
  await expect.poll(() => shown.first().getAttribute('aria-label'), { timeout: 7_000, intervals: [250] }).not.toBe(firstShown)
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 2_000 }).not.toBe(firstTransform)
  await expect(shown).toHaveCount(3)
})

test('products, reviews, about, blogs and portfolio pages render', async ({ page }) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Product results' }).getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Order Now' }).first()).toBeVisible()

  const pages: [string, string][] = [
    ['Reviews', 'Reviews'],
    ['About', 'A hardware wholesaler that works the way buyers do'],
    ['Blogs', 'Questions from our buyers'],
    ['My_Portfolio', 'The people and the parts behind Pallet'],
  ]
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [link, heading] of pages) {
    await nav.getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  await expect(page).toHaveURL(/\/myPortfolio$/)

  await page.goto('/blogs')
  await expect(page.locator('article.blog-card')).toHaveCount(5)
  await page.goto('/reviews')
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'How ordering works' })).toBeVisible()
})

test('an unknown path shows the 404 page, and its button leads home', async ({ page }) => {
  await page.goto('/no/such/pallet')
  await expect(page.getByRole('heading', { level: 1, name: 'This page isn’t on any pallet' })).toBeVisible()
  await expect(page.getByRole('img', { name: /empty pallet/ })).toBeVisible()
  await page.getByRole('link', { name: 'Go to homepage' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Computer hardware by the pallet, at trade prices.' })).toBeVisible()
})
