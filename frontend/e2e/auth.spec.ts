import { uniqueTag } from './support/api'
import { expect, signIn, test } from './support/fixtures'

// Accounts, the login redirect, and admin pages for a non-admin.

test('sign-up shows the required-field messages, lands on / with the avatar, then signs out and back in', async ({ page }) => {
  const tag = uniqueTag()
  const name = `Grace Hopper ${tag}`
  const email = `grace-${tag}@e2e.pallet.test`
  const password = `cobol-${tag}`

  await page.goto('/signup')
  const signUp = page.getByRole('button', { name: 'Sign Up' })
  await signUp.click()
  await expect(page.getByText('Name is Required')).toBeVisible()
  await expect(page.getByText('Email is Required')).toBeVisible()
  await expect(page.getByText('Password is Required')).toBeVisible()

  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill('grace-at-navy')
  await page.getByLabel('Password').fill('12345')
  await signUp.click()
  await expect(page.getByText('Please Provide a Valid Email')).toBeVisible()
  await expect(page.getByText('Must be 6 characters or longer')).toBeVisible()
  await expect(page.getByText('Name is Required')).toBeHidden()
  await expect(page).toHaveURL(/\/signup$/)

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await signUp.click()
  await expect(page).toHaveURL(/\/$/)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('img', { name })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible()

  await banner.getByRole('button', { name: 'Sign Out' }).click()
  await expect(banner.getByRole('img', { name })).toBeHidden()
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull()

  await banner.getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login$/)
  // the URL changes as the navigation starts; the home page (whose contact form has an Email
  // field too) stays until the log-in page's chunk has loaded
  const login = page.getByRole('region', { name: 'Log in' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill(password)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(banner.getByRole('img', { name })).toBeVisible()
})

test('a signed-out visitor opening /purchase/{id} logs in and comes back to it', async ({ page, api, customer }) => {
  const [seeded] = (await api.orderableProducts()).items
  await page.goto(`/purchase/${seeded.id}`)
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()

  await page.getByLabel('Email').fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Login' }).click()

  await expect(page).toHaveURL(new RegExp(`/purchase/${seeded.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: seeded.name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Order this product' }).getByLabel('Quantity (pieces)')).toBeVisible()
})

test('a non-admin opening /dashboard/makeAdmin is signed out and lands on /login', async ({ page, api, customer }) => {
  await signIn(page, customer.token)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()

  await page.goto('/dashboard/makeAdmin')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  await expect(page.getByRole('heading', { name: 'Make Admin' })).toHaveCount(0)
  // the session is over on the server too, not just forgotten by the browser
  await expect.poll(() => api.as(customer.token).me().then(() => 'still valid', (err: Error) => err.message)).toContain('401')
})
