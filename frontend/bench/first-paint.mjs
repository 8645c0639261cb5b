// First contentful paint of the shop's pages in Chromium on a throttled line: `make bench` runs it
// against the release binary and reports the median of each page. Usage:
//   node bench/first-paint.mjs BASE_URL RUNS PATH...   → prints {"path": [ms, ...], ...}
import { chromium } from '@playwright/test'

// Chrome DevTools' "Slow 4G" preset and a 4× slower CPU, as a mid-range phone on a poor line.
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 }
const CPU_SLOWDOWN = 4

const [base, runsText, ...paths] = process.argv.slice(2)
const runs = Number(runsText)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
const result = {}
try {
  for (const path of paths) {
    result[path] = []
    for (let i = 0; i < runs; i++) result[path].push(await firstPaint(base + path))
  }
} finally {
  await browser.close()
}
console.log(JSON.stringify(result))

async function firstPaint(url) {
  const context = await browser.newContext() // a cold cache every time
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint')
            if (fcp) resolve(Math.round(fcp.startTime))
          }).observe({ type: 'paint', buffered: true })
        }),
    )
  } finally {
    await context.close()
  }
}
