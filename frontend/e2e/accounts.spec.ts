import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { logIn, uniqueTag } from './support/api'
import { adminPage, expect, expectSuccessToast, signIn, test } from './support/fixtures'
import { waitForMailedLink } from './support/mail'

// Company accounts: a forgotten password reset through the mailed link, and a buyer on invoice
// terms who checks out without a card and downloads the invoice.

const PDFTOTEXT = '/usr/bin/pdftotext'

test('a buyer who forgot the password gets a link by mail, chooses a new password and signs in with it', async ({ page, baseURL, api, customer }) => {
  const newPassword = `new-${uniqueTag()}-secret`

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  // While the page's code loads, the login form (with its own Email box) is still on screen.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(customer.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toHaveText("If an account exists for that email, we've sent a link to reset the password.")

  const link = await waitForMailedLink(customer.email, '/reset-password')
  expect(link.origin).toBe(baseURL)
  await page.goto(link.pathname + link.search)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Repeat new password').fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expectSuccessToast(page, 'Your password has been changed. Log in with the new one.')
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Email').fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password')

  await page.getByLabel('Password').fill(newPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('img', { name: customer.name })).toBeVisible()

  // the reset ended the sessions the buyer had before it
  await expect(api.as(customer.token).me()).rejects.toThrow(/answered 401/)
  await expect(logIn(api.baseURL, customer.email, customer.password)).rejects.toThrow(/answered 401/)

  // the spent link says so at once, with no form that could only fail
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Please ask for a new one.')
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
})

test('an admin grants invoice terms; the buyer checks out on invoice and downloads the invoice PDF', async ({ page, browser, baseURL, api, adminApi, customer, product }) => {
  const poNumber = `PO-${uniqueTag()}`

  const admin = await adminPage(browser, baseURL)
  await admin.goto('/dashboard/makeAdmin')
  await admin.getByRole('button', { name: `Terms for ${customer.name}` }).click()
  const terms = admin.getByRole('dialog', { name: `Terms for ${customer.name}` })
  await terms.getByLabel('Pay by invoice').check()
  await terms.getByLabel('Net days').fill('30')
  await terms.getByRole('button', { name: 'Save terms' }).click()
  await expectSuccessToast(admin, `Terms saved for ${customer.name}`)
  await admin.close()

  await api.as(customer.token).setCartLine(product.id, product.minOrderQuantity)
  await signIn(page, customer.token)
  await page.goto('/checkout')
  const form = page.getByRole('form', { name: 'Checkout' })
  await form.getByLabel('Delivery address').fill('Unit 7, 3 Canal Street, Leeds')
  await form.getByLabel('Phone').fill('+44 113 555 0100')
  await form.getByLabel('PO number (optional)').fill(poNumber)
  await form.getByRole('radio', { name: 'Invoice (net 30 days)' }).check()
  await form.getByRole('button', { name: 'Place order' }).click()

  await expect(page).toHaveURL(/\/dashboard\/orders\/\w+$/)
  const orderId = page.url().split('/').pop() ?? ''
  const order = await adminApi.getOrder(orderId)
  expect(order).toMatchObject({ paymentMethod: 'invoice', status: 'unpaid', poNumber })
  const invoiceNumber = order.invoiceNumber ?? ''
  expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/)
  await expectSuccessToast(page, new RegExp(`^Invoice ${invoiceNumber} issued, due `))
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).toContainText(`Invoice number${invoiceNumber}`)
  await expect(details).toContainText('PaymentInvoice')
  await expect(details).toContainText('Due date')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download invoice (PDF)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`)
  const file = test.info().outputPath(download.suggestedFilename())
  await download.saveAs(file)
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  if (existsSync(PDFTOTEXT)) {
    const text = execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain(invoiceNumber)
    expect(text).toContain(poNumber)
    expect(text).toContain(product.name)
  }
})
