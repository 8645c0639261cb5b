import type { Page } from '@playwright/test'
import { uniqueTag, type ShopApi } from './support/api'
import { expect, test } from './support/fixtures'

// Uploaded photos are kept with smaller copies, and product cards let the browser pick the
// copy their slot needs: a phone's product list stays light however big the uploads were.

const PHONE = { width: 390, height: 844 }
const IMAGE_BUDGET_BYTES = 300 * 1024
const PHOTOS = 3

test.use({ viewport: PHONE })

/** A 2400×1800 photo-like JPEG (gradients and shapes, about a megabyte), drawn by the browser. */
async function bigPhoto(page: Page, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (seed) => {
    const canvas = new OffscreenCanvas(2400, 1800)
    const ctx = canvas.getContext('2d')!
    const sky = ctx.createLinearGradient(0, 0, 2400, 1800)
    sky.addColorStop(0, `hsl(${seed * 70}, 60%, 70%)`)
    sky.addColorStop(1, `hsl(${seed * 70 + 120}, 50%, 30%)`)
    ctx.fillStyle = sky
    ctx.fillRect(0, 0, 2400, 1800)
    let n = seed * 9301 + 49297
    const next = () => (n = (n * 9301 + 49297) % 233280) / 233280
    for (let i = 0; i < 1500; i++) {
      ctx.fillStyle = `hsla(${next() * 360}, 70%, ${30 + next() * 50}%, 0.6)`
      ctx.beginPath()
      ctx.arc(next() * 2400, next() * 1800, 4 + next() * 60, 0, Math.PI * 2)
      ctx.fill()
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    return btoa(binary)
  }, seed)
  return Buffer.from(base64, 'base64')
}

async function uploadAsAdmin(adminApi: ShopApi, photo: Buffer): Promise<string> {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg')
  const response = await fetch(`${adminApi.baseURL}/api/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${adminApi.token}` }, body: form })
  const answer = (await response.json()) as { url: string }
  expect(response.status, JSON.stringify(answer)).toBe(201)
  return answer.url
}

test('a phone-width product list of big uploaded photos loads under 300 KB of images', async ({ page, adminApi }) => {
  const brand = `E2E Photos ${uniqueTag()}`
  const originals: string[] = []
  for (let i = 1; i <= PHOTOS; i++) {
    const photo = await bigPhoto(page, i)
    expect(photo.length).toBeGreaterThan(300 * 1024)
    const url = await uploadAsAdmin(adminApi, photo)
    originals.push(url.split('#')[0])
    const product = await adminApi.createProduct({ brand, img: url })
    expect(product.imgSrcset).toContain('320w')
  }

  await page.goto(`/products?brand=${encodeURIComponent(brand)}`)
  const cards = page.getByRole('article').filter({ hasText: brand })
  await expect(cards).toHaveCount(PHOTOS)
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded()
    const img = card.getByRole('img').first()
    await expect(img).toHaveJSProperty('complete', true)
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  }

  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming && e.initiatorType === 'img')
      .map((e) => ({ url: new URL(e.name).pathname, bytes: Math.max(e.transferSize, e.encodedBodySize) })),
  )
  const total = loaded.reduce((sum, e) => sum + e.bytes, 0)
  expect(loaded.filter((e) => originals.includes(e.url)), 'the 1600 px originals stay unloaded').toEqual([])
  expect(total, JSON.stringify(loaded)).toBeLessThan(IMAGE_BUDGET_BYTES)
})
