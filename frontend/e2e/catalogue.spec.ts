import { expect, signIn, test } from './support/fixtures'

// A buyer narrows the seeded catalogue: a category, two of its specs, a search inside them,
// then the product page's spec table. Values come from the page's own facet lists, so the
// journey follows whatever the seed holds.

test('category, two spec filters and a search inside them lead to a product with those specs', async ({ page, customer }) => {
  await signIn(page, customer.token)
  await page.goto('/products')
  const results = page.getByRole('region', { name: 'Product results' })
  await expect(results.getByRole('article').first()).toBeVisible()

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^SSDs/ }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'ssds')
  await expect(page.getByRole('heading', { level: 1, name: 'SSDs' })).toBeVisible()

  const picked: Record<string, string> = {}
  for (const label of ['Capacity', 'Interface']) {
    const group = page.getByRole('group', { name: label })
    const option = group.getByRole('checkbox').first()
    const text = (await group.locator('label.check').first().innerText()).replace(/\s*\(\d[\d,]*\)\s*$/, '')
    // the box follows the URL, which updates a moment after the click
    await option.click()
    picked[label] = text
    await expect(option).toBeChecked()
  }
  await expect(page).toHaveURL((url) => url.searchParams.getAll('attr.capacity').length === 1 && url.searchParams.getAll('attr.interface').length === 1)

  const first = results.getByRole('article').first()
  const name = (await first.getByRole('heading').innerText()).trim()
  await page.getByRole('searchbox', { name: 'Search in SSDs' }).fill(name.split(/\s+/)[0])
  await expect(page).toHaveURL((url) => Boolean(url.searchParams.get('q')) && url.searchParams.get('category') === 'ssds' && url.searchParams.has('attr.capacity'))
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance')
  const card = results.getByRole('article', { name })
  await expect(card).toBeVisible()

  await card.getByRole('link', { name: 'Order Now' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const specs = page.getByRole('table', { name: 'Specifications' })
  await expect(specs.getByRole('row', { name: `Capacity ${picked.Capacity}` })).toBeVisible()
  await expect(specs.getByRole('row', { name: `Interface ${picked.Interface}` })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'SSDs' })).toHaveAttribute('href', '/products?category=ssds')
})

test('the prices of one row of product cards line up', async ({ page }) => {
  await page.goto('/products')
  const cards = page.getByRole('region', { name: 'Product results' }).getByRole('article')
  await expect(cards.nth(2)).toBeVisible()
  // one name running to several lines must not push that card's price below its neighbours'
  await cards.first().getByRole('heading').evaluate((h) => (h.textContent = `${h.textContent} with a much longer name that wraps onto several lines`))
  const boxes = await cards.evaluateAll((articles) =>
    articles.map((a) => ({ top: a.getBoundingClientRect().top, price: a.querySelector('.product-card__price')!.getBoundingClientRect().top })),
  )
  const firstRow = boxes.filter((b) => Math.abs(b.top - boxes[0].top) < 1)
  expect(firstRow.length).toBeGreaterThan(1)
  for (const card of firstRow) expect(Math.abs(card.price - firstRow[0].price)).toBeLessThan(1)
})
