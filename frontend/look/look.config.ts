import base from '../playwright.config'

// Screenshots for a look by eye; not part of the suite.
export default { ...base, testDir: '.', testMatch: /look\.ts$/, globalSetup: '../e2e/global-setup.ts', globalTeardown: '../e2e/global-teardown.ts', reporter: 'list', workers: 1 }
