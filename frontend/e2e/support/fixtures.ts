import { test as base, expect, type Browser, type Page } from '@playwright/test'
import { ShopApi, type Account, type Product } from './api'

interface ShopFixtures {
  /** the API, anonymous */
  api: ShopApi
  /** the API as the dev admin (signed in once by global-setup) */
  adminApi: ShopApi
  /** a fresh customer account of this test's own */
  customer: Account
  /** a fresh product of this test's own: MOQ 100, 10,000 in stock */
  product: Product
}

// Fixture bodies receive `provide` (Playwright's `use`): a name the React hooks lint rule leaves alone.
export const test = base.extend<ShopFixtures>({
  api: async ({ baseURL }, provide) => {
    if (!baseURL) throw new Error('no baseURL: global-setup did not start the shop')
    await provide(new ShopApi(baseURL))
  },
  adminApi: async ({ api }, provide) => {
    const token = process.env.PALLET_E2E_ADMIN_TOKEN
    if (!token) throw new Error('no PALLET_E2E_ADMIN_TOKEN: global-setup did not sign the admin in')
    await provide(api.as(token))
  },
  customer: async ({ api }, provide) => {
    await provide(await api.signUp())
  },
  product: async ({ adminApi }, provide) => {
    await provide(await adminApi.createProduct())
  },
})

export { expect }

/**
 * Starts the page signed in as `token`, the way the app keeps a session (localStorage
 * "accessToken"). Only the first document of the tab gets it, so signing out sticks.
 */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return
    window.localStorage.setItem('accessToken', value)
    window.sessionStorage.setItem('e2e-signed-in', '1')
  }, token)
}

/** A browser of the dev admin's own, beside the buyer's. */
export async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage()
  await signIn(page, process.env.PALLET_E2E_ADMIN_TOKEN ?? '')
  return page
}

/**
 * Waits for a green toast with this text (react-toastify, role=alert), then closes it, so a
 * later toast with the same text is a new one and no toast covers the page's top.
 */
export async function expectSuccessToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('.Toastify__toast--success').filter({ hasText: text })
  await expect(toast).toBeVisible()
  // The toast also closes itself after TOAST_AUTO_CLOSE_MS (5 s). On a loaded machine it can go
  // while a real click still waits for it to stop sliding in, so dispatch the click (no waiting
  // for stillness) and accept that it found the toast gone: the count below is what must hold.
  await toast
    .getByRole('button', { name: 'close' })
    .dispatchEvent('click', undefined, { timeout: 5_000 })
    .catch(() => undefined)
  await expect(toast).toHaveCount(0, { timeout: 15_000 })
}

/** A real 2×2 PNG (the server decodes and re-encodes uploads), as setInputFiles wants it. */
export function pngFile(name = 'photo.png') {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4ulQFiBggFAA0Ggb5MAhh+QAAAABJRU5ErkJggg=='
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }
}
