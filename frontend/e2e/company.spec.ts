import { uniqueTag } from './support/api'
import { addMember, verifiedBuyer } from './support/company'
import { adminPage, expect, expectSuccessToast, signIn, test } from './support/fixtures'
import { waitForMailContaining, waitForMailedLink } from './support/mail'

// Company accounts: several buyers of one business, with roles, spending limits, approvals and
// contract prices.

// Each journey waits for several mails (email confirmations, invitations, the approval request),
// which the shop's mail worker writes to the outbox only every few seconds.
test.describe.configure({ timeout: 180_000 })

test('a buyer founds a company and invites a colleague, who joins from the mailed link', async ({ page, browser, baseURL, api }) => {
  const companyName = `Acme ${uniqueTag()} Ltd`
  const founder = await verifiedBuyer(api, 'Founder')
  const colleague = await verifiedBuyer(api, 'Colleague')

  await signIn(page, founder.token)
  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Found a company' }).click()
  const found = page.getByRole('form', { name: 'Found a company' })
  await found.getByLabel('Company name').fill(companyName)
  await found.getByRole('button', { name: 'Found company' }).click()
  await expectSuccessToast(page, /^Company founded\. You are its admin/)
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible()

  const invite = page.getByRole('form', { name: 'Invite someone' })
  await invite.getByLabel('Email').fill(colleague.email)
  await invite.getByLabel('Role').selectOption('buyer')
  await invite.getByLabel(/Spending limit/).fill('1,000')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expectSuccessToast(page, `Invitation sent to ${colleague.email}. The link is valid for 7 days.`)
  await expect(page.getByRole('table', { name: 'Open invitations' }).getByRole('row', { name: new RegExp(colleague.email) })).toContainText('$1,000.00')

  // the colleague opens the mailed link in a browser of their own, not yet signed in
  const link = await waitForMailedLink(colleague.email, '/join')
  expect(link.origin).toBe(baseURL)
  const joining = await (await browser.newContext({ baseURL })).newPage()
  await joining.goto(link.pathname + link.search)
  await expect(joining).toHaveURL(/\/login$/)
  await joining.getByLabel('Email').fill(colleague.email)
  await joining.getByLabel('Password').fill(colleague.password)
  await joining.getByRole('button', { name: 'Login' }).click()
  await expect(joining).toHaveURL(/\/join\?token=/)
  await joining.getByRole('button', { name: 'Accept invitation' }).click()
  await expectSuccessToast(joining, `You joined ${companyName}`)
  await expect(joining).toHaveURL(/\/dashboard\/company$/)
  await expect(joining.getByRole('heading', { level: 1, name: companyName })).toBeVisible()
  await expect(joining.getByRole('table', { name: 'Members' })).toContainText(founder.email)
  // a buyer sees the company, not the admin's tools
  await expect(joining.getByRole('form', { name: 'Invite someone' })).toHaveCount(0)

  // the link worked once
  await joining.goto(link.pathname + link.search)
  await joining.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(joining.getByRole('alert')).toContainText(/no longer works|already in a company/)
  await joining.close()

  await page.reload()
  const colleagueRow = page.getByRole('table', { name: 'Members' }).getByRole('row', { name: new RegExp(colleague.email) })
  await expect(colleagueRow).toContainText('Buyer')
  await expect(colleagueRow).toContainText('$1,000.00')
  await expect(page.getByText('Everyone you invited has joined. Invite someone above.')).toBeVisible()
})

test('an order over the buyer’s limit waits for an approver, who approves it, and the buyer pays it', async ({ page, browser, baseURL, api, product }) => {
  const admin = await verifiedBuyer(api, 'Admin')
  await api.as(admin.token).foundCompany(`Globex ${uniqueTag()}`)
  const { member: approver } = await addMember(api, admin, 'Approver', 'approver')
  // the order is 100 × $12.50 = $1,250.00 (with any tax): above the buyer's $500.00
  const { member: buyer } = await addMember(api, admin, 'Buyer', 'buyer', 50_000)
  await api.as(buyer.token).setCartLine(product.id, product.minOrderQuantity)

  await signIn(page, buyer.token)
  await page.goto('/checkout')
  const checkout = page.getByRole('form', { name: 'Checkout' })
  await checkout.getByLabel('Delivery address').fill('Unit 7, 3 Canal Street, Leeds')
  await checkout.getByLabel('Phone').fill('+44 113 555 0100')
  await checkout.getByRole('button', { name: 'Place order' }).click()
  await expectSuccessToast(page, /waits for approval/)
  await expect(page).toHaveURL(/\/dashboard\/orders\/\w+$/)
  const orderId = page.url().split('/').pop() ?? ''
  await expect(page.getByText(/^Waiting for approval\./)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Pay( by card)?$/ })).toHaveCount(0)
  const order = await api.as(buyer.token).getOrder(orderId)
  expect(order.status).toBe('pending_approval')

  // the approver is mailed a link to the order and approves it from the queue
  const request = await waitForMailContaining(approver.email, `/orders/${orderId}`)
  expect(request.body).toContain(buyer.email)
  const approving = await (await browser.newContext({ baseURL })).newPage()
  await signIn(approving, approver.token)
  await approving.goto(`/orders/${orderId}`)
  await expect(approving).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`))
  await expect(approving.getByRole('button', { name: new RegExp(`^Approve order ${order.reference}`) })).toBeVisible()
  await approving.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Approvals' }).click()
  const pending = approving.getByRole('listitem', { name: `Order ${order.reference}` })
  await expect(pending).toContainText(buyer.email)
  await expect(pending).toContainText(product.name)
  await pending.getByRole('button', { name: new RegExp(`^Approve order ${order.reference}`) }).click()
  await expectSuccessToast(approving, `Order ${order.reference} approved. It can be paid now.`)
  await expect(approving.getByText('Nothing waits for approval')).toBeVisible()
  await approving.close()

  // the buyer pays it by card
  await page.reload()
  await expect(page.getByText(/^Waiting for approval\./)).toHaveCount(0)
  await page.getByRole('link', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${orderId}$`))
  const card = page.getByRole('form', { name: 'Card payment' })
  await card.getByLabel('Card number').pressSequentially('4242424242424242')
  await card.getByLabel('Expiry (MM/YY)').pressSequentially('1239')
  await card.getByLabel('CVC').fill('123')
  const pay = card.getByRole('button', { name: /^Pay \$/ })
  await expect(pay).toBeEnabled()
  await pay.click()
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible()
  const paid = await api.as(buyer.token).getOrder(orderId)
  expect(paid).toMatchObject({ status: 'paid', paid: true })
  expect(paid.history.map((event) => event.status)).toEqual(expect.arrayContaining(['pending_approval', 'unpaid', 'paid']))
})

test('a shop admin sets a contract price, and a member sees it in the cart', async ({ page, browser, baseURL, api, adminApi }) => {
  const companyName = `Initech ${uniqueTag()}`
  const product = await adminApi.createProduct({ sku: `E2E-${uniqueTag()}` })
  const member = await verifiedBuyer(api, 'Member')
  await api.as(member.token).foundCompany(companyName)

  const admin = await adminPage(browser, baseURL)
  await admin.goto('/dashboard/companies')
  await admin.getByRole('searchbox', { name: 'Search companies' }).fill(member.email)
  await admin.getByRole('searchbox', { name: 'Search companies' }).press('Enter')
  await admin.getByRole('link', { name: companyName, exact: true }).click()
  await expect(admin.getByRole('heading', { level: 1, name: companyName })).toBeVisible()
  const prices = admin.getByRole('form', { name: 'Contract prices' })
  await prices.getByRole('button', { name: 'Add a price' }).click()
  await prices.getByLabel('SKU of row 1').fill(product.sku)
  await prices.getByLabel('Unit price of row 1').fill('9.75')
  await prices.getByRole('button', { name: 'Save prices' }).click()
  await expectSuccessToast(admin, `Saved 1 contract price for ${companyName}`)
  await admin.close()
  const [company] = (await adminApi.companies(member.email)).items
  expect(company.name).toBe(companyName)

  await api.as(member.token).setCartLine(product.id, product.minOrderQuantity)
  await signIn(page, member.token)
  await page.goto('/cart')
  const line = page.getByRole('listitem', { name: product.name })
  await expect(line.getByText('Your price')).toBeVisible()
  await expect(line).toContainText('$9.75')
  await expect(line).toContainText('$975.00')

  // the catalogue shows the list price to everyone, and the member their price beside it
  await page.goto(`/purchase/${product.id}`)
  await expect(page.getByRole('article', { name: product.name })).toContainText('$12.50')
  await expect(page.getByText('Your price')).toBeVisible()
})
