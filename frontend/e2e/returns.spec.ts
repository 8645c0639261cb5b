import { existsSync, readFileSync } from 'node:fs'
import { uniqueTag } from './support/api'
import { adminPage, expect, expectSuccessToast, signIn, test } from './support/fixtures'

// Returns and partial refunds: a buyer sends back 5 of 20 delivered pieces, the shop approves
// the return, receives the pieces back into stock and refunds exactly those five, and the buyer
// downloads that refund's credit note.

test('a buyer returns 5 of 20 pieces; the shop approves, receives and refunds them; the buyer downloads the credit note', async ({ page, browser, baseURL, api, adminApi, customer }) => {
  const product = await adminApi.createProduct({ minOrderQuantity: 10 })
  const buyer = api.as(customer.token)
  await buyer.setCartLine(product.id, 20)
  const order = await buyer.checkout(`PO-${uniqueTag()}`)
  await buyer.pay(order.id, customer.email)
  await adminApi.shipOrder(order.id)
  await adminApi.deliverOrder(order.id)

  await signIn(page, customer.token)
  await page.goto(`/dashboard/orders/${order.id}`)
  await page.getByRole('button', { name: 'Return items' }).click()
  const form = page.getByRole('dialog', { name: 'Return items' })
  await expect(form.getByText('Up to 20 can be returned')).toBeVisible()
  await form.getByLabel(`${product.name}: pieces to return`).fill('5')
  await form.getByLabel('Reason').fill('Five arrived dead')
  await form.getByRole('button', { name: 'Request return' }).click()
  await expectSuccessToast(page, /^Return RMA-\d{4}-\d{6} requested/)
  const returns = page.getByRole('region', { name: 'Returns' })
  const request = returns.getByRole('listitem', { name: /^Return RMA-/ })
  await expect(request).toContainText('Requested')
  await expect(request).toContainText(`5 × ${product.name}`)
  const rma = ((await request.getAttribute('aria-label')) ?? '').replace('Return ', '')

  const desk = await adminPage(browser, baseURL)
  await desk.goto('/dashboard/admin-returns')
  await desk.getByRole('button', { name: `Approve return ${rma}` }).click()
  const approve = desk.getByRole('dialog', { name: `Approve return ${rma}` })
  await approve.getByLabel('Instructions for the buyer').fill(`Ship to Dock 4, Rotterdam, quoting ${rma}`)
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expectSuccessToast(desk, `${rma} approved; the buyer is mailed the instructions`)

  await desk.getByLabel('Status').selectOption('approved')
  await desk.getByRole('button', { name: `Receive return ${rma}` }).click()
  const receive = desk.getByRole('dialog', { name: `Receive return ${rma}` })
  await expect(receive.getByLabel(/Put the pieces back into stock/)).toBeChecked()
  await receive.getByLabel('Warehouse').selectOption('main')
  await receive.getByRole('button', { name: 'Mark received' }).click()
  await expectSuccessToast(desk, `${rma} received; its pieces are back in stock`)
  expect((await adminApi.getProduct(product.id)).stock).toBe(10_000 - 20 + 5)

  await desk.getByLabel('Status').selectOption('received')
  await desk.getByRole('button', { name: `Refund return ${rma}` }).click()
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click()
  await expectSuccessToast(desk, new RegExp(`^${rma} refunded; credit note CN-\\d{4}-\\d{6} issued`))

  await page.reload()
  await expect(page.getByRole('region', { name: 'Returns' }).getByRole('listitem', { name: `Return ${rma}` })).toContainText('Refunded')
  await expect(page.getByRole('heading', { name: /^Order / }).locator('..')).toContainText('Partly refunded')
  const refund = page.getByRole('region', { name: 'Refunds' }).getByRole('listitem', { name: /^Refund of / })
  await expect(refund).toContainText(`5 × ${product.name}`)
  await expect(refund).toContainText(`Reason: Return ${rma}`)

  const downloading = page.waitForEvent('download')
  await refund.getByRole('button', { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^CN-\d{4}-\d{6}\.pdf$/)
  const file = test.info().outputPath(download.suggestedFilename())
  await download.saveAs(file)
  expect(existsSync(file) && readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(await buyer.getOrder(order.id)).toMatchObject({ status: 'partially_refunded', refundedCents: expect.any(Number) })
})
