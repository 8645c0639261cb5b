import { defineConfig } from '@playwright/test'

// Browser journeys in Debian's Chromium against the real `pallet` binary.
// e2e/global-setup.ts starts the binary named by PALLET_BIN and puts its address in
// PALLET_E2E_BASE_URL before the workers start; `make e2e` builds and passes the binary.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI gets one retry so a rare timing flake on a loaded machine doesn't block a landing;
  // Playwright still lists such a test as "flaky" in the output, so it isn't hidden.
  retries: process.env.CI ? 1 : 0,
  // a 2-core machine: two browsers keep it busy without starving the server
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: process.env.PALLET_E2E_BASE_URL,
    // Recording a trace (a screencast and DOM snapshots of every step) cost the journeys a third of
    // their CPU even when it was thrown away, so it is recorded on CI's retry of a failed journey;
    // locally, `npx playwright test --trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          // never a downloaded browser: Debian's Chromium, which apt keeps patched (make e2e needs it)
          executablePath: '/usr/bin/chromium',
          args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
        },
      },
    },
  ],
})
