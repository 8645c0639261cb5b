import { uniqueTag } from './support/api'
import { expect, expectSuccessToast, test } from './support/fixtures'

// The contact form on the home page.

test('the contact form shows the required messages, then sends and shows a success toast', async ({ page, adminApi }) => {
  const subject = `Mixed pallet question ${uniqueTag()}`
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Talk to a trade buyer' })
  await form.scrollIntoViewIfNeeded()
  const send = form.getByRole('button', { name: 'Send message' })
  await send.click()
  for (const message of ['Email is Required', 'Name is Required', 'Subject is Required', 'Message is Required']) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await expect(form.getByLabel('Email')).toBeFocused()

  await form.getByLabel('Email').fill('not-an-address')
  await send.click()
  await expect(form.getByText('Please Provide a Valid Email')).toBeVisible()

  await form.getByLabel('Email').fill('linus@e2e.pallet.test')
  await form.getByLabel('Name').fill('Linus Buyer')
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Message').fill('Can you mix SSDs and RAM on one pallet?')
  await expect(form.getByText('Subject is Required')).toBeHidden()
  await send.click()
  await expectSuccessToast(page, 'Thanks — your message was sent.')
  await expect(form.getByLabel('Subject')).toHaveValue('')

  const stored = (await adminApi.messages()).items.find((m) => m.subject === subject)
  expect(stored).toMatchObject({ email: 'linus@e2e.pallet.test', message: 'Can you mix SSDs and RAM on one pallet?', read: false })
})
