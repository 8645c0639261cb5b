import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'

// Paying an order with the test gateway's cards.

/** From My Orders, follows the order's Pay link and fills the card form. */
async function openPaymentAndFillCard(page: Page, productName: string, cardNumber: string) {
  await page.goto('/dashboard/myOrders')
  await page.getByRole('link', { name: `Pay for ${productName}` }).click()
  await expect(page).toHaveURL(/\/dashboard\/payment\/\w+$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Pay for order [0-9A-F]{8}$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(productName)
  const form = page.getByRole('form', { name: 'Card payment' })
  await form.getByLabel('Card number').pressSequentially(cardNumber.replace(/\s/g, ''))
  await expect(form.getByLabel('Card number')).toHaveValue(cardNumber)
  await form.getByLabel('Expiry (MM/YY)').pressSequentially('1239')
  await expect(form.getByLabel('Expiry (MM/YY)')).toHaveValue('12/39')
  await form.getByLabel('CVC').fill('123')
  // enabled once the payment intent (the secret) has loaded
  const pay = form.getByRole('button', { name: /^Pay \$/ })
  await expect(pay).toBeEnabled()
  return { form, pay }
}

test('paying with 4242 4242 4242 4242 shows the receipt with the transaction id and marks the order Paid', async ({ page, api, customer, product }) => {
  const booking = await api.as(customer.token).book(product.id, 200)
  await signIn(page, customer.token)
  const { form, pay } = await openPaymentAndFillCard(page, product.name, '4242 4242 4242 4242')
  await expect(pay).toHaveText('Pay $2,500.00')
  await pay.click()

  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible()
  const transactionId = (await page.locator('.paid-notice__id code').textContent())?.trim() ?? ''
  expect(transactionId).not.toBe('')
  await expect(page.getByText(`Your transaction id: ${transactionId}`)).toBeVisible()
  // the receipt replaces the card form
  await expect(form).toHaveCount(0)
  await expect(page.getByRole('link', { name: `See order ${booking.reference}` })).toBeVisible()

  const stored = await api.as(customer.token).getBooking(booking.id)
  expect(stored).toMatchObject({ status: 'paid', paid: true, transactionId })

  await page.getByRole('link', { name: 'Back to My Orders →' }).click()
  const row = page.getByRole('row').filter({ hasText: product.name })
  await expect(row).toContainText('Paid')
  await expect(row).toContainText(transactionId)
  await expect(row.getByRole('link', { name: `Pay for ${product.name}` })).toHaveCount(0)
  await expect(row.getByRole('button', { name: `Cancel the order for ${product.name}` })).toHaveCount(0)
})

test('a declined card (4000 0000 0000 0002) shows a red error and the order stays unpaid', async ({ page, api, customer, product }) => {
  const booking = await api.as(customer.token).book(product.id, 100)
  await signIn(page, customer.token)
  const { form, pay } = await openPaymentAndFillCard(page, product.name, '4000 0000 0000 0002')
  await pay.click()

  const error = form.getByRole('alert')
  await expect(error).toHaveText('Your card was declined.')
  const [red, green, blue] = await error.evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.map(Number))
  expect(red, 'the error is red').toBeGreaterThan(150)
  expect(red).toBeGreaterThan(green + 60)
  expect(red).toBeGreaterThan(blue + 60)
  await expect(page.getByText('Congrats! Your payment is completed.')).toHaveCount(0)
  await expect(pay).toBeEnabled()

  expect(await api.as(customer.token).getBooking(booking.id)).toMatchObject({ status: 'unpaid', paid: false, transactionId: '' })
  await page.goto('/dashboard/myOrders')
  const row = page.getByRole('row').filter({ hasText: product.name })
  await expect(row).toContainText('Unpaid')
  await expect(row.getByRole('link', { name: `Pay for ${product.name}` })).toBeVisible()
})
