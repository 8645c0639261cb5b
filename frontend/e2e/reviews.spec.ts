import type { Locator } from '@playwright/test'
import { uniqueTag } from './support/api'
import { expect, expectSuccessToast, pngFile, signIn, test } from './support/fixtures'

// A customer adds a review with four stars and a photo.

test('a review with 4 stars and a photo shows on /reviews and on the home page', async ({ page, customer }) => {
  const text = `Pallet arrived wrapped and on time, every drive tested fine (${uniqueTag()}).`
  await signIn(page, customer.token)
  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Add a Review' }).click()
  await expect(page.getByRole('heading', { name: 'Add a Review' })).toBeVisible()

  const form = page.getByRole('form', { name: 'Add a review' })
  const stars = form.getByRole('radiogroup', { name: 'Your rating' })
  await stars.getByRole('radio', { name: '3 stars' }).click()
  await page.keyboard.press('ArrowRight')
  await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true')
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeFocused()
  await expect(stars.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'false')

  await form.getByLabel('Your review').fill(text)
  await form.getByLabel('Photo', { exact: true }).setInputFiles(pngFile('delivery.png'))
  const preview = form.getByRole('img', { name: 'Preview of your review photo' })
  await expect(preview).toHaveAttribute('src', /^\/images\/\w+\.png$/)
  const photoUrl = (await preview.getAttribute('src')) ?? ''
  await expect(form.getByRole('button', { name: 'Change' })).toBeVisible()
  await form.getByRole('button', { name: 'Add review' }).click()
  await expectSuccessToast(page, 'Review Added Successfully')
  await expect(form.getByLabel('Your review')).toHaveValue('')

  await page.getByRole('banner').getByRole('link', { name: 'Reviews' }).click()
  await expectReview(page.getByRole('article', { name: `Review by ${customer.name}` }), text, photoUrl)

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click()
  const latest = page.getByRole('region', { name: 'What buyers say' })
  await latest.scrollIntoViewIfNeeded()
  await expectReview(latest.getByRole('article', { name: `Review by ${customer.name}` }), text, photoUrl)
})

async function expectReview(card: Locator, text: string, photoUrl: string) {
  await expect(card).toContainText(text)
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
  const photo = card.getByRole('img', { name: /^Photo from / })
  await expect(photo).toHaveAttribute('src', photoUrl)
  await photo.scrollIntoViewIfNeeded()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
}
