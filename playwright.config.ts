import { defineConfig, devices } from '@playwright/test'

/** Where the first worker's production server listens (tests/e2e/globalSetup.ts starts them). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3322)
/**
 * Specs run in two workers, one per core, each against a server and database of its own on the
 * next port: a spec that changes content (the admin's) never shows in another's pages.
 */
export const E2E_WORKERS = 2
/** Playwright sets the worker's index in its environment before it loads this file there. */
const workerPort = E2E_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/**
 * End-to-end tests drive Debian's Chromium (`npx playwright install` cannot download one here)
 * against the production build, never the dev server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Separate folders let runs on different E2E_PORTs proceed side by side.
  outputDir: `test-results/e2e-${E2E_PORT}`,
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // A test that passes only on a second try is a defect to fix, never to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A service worker would answer requests that page.route() mocks; the PWA specs (tests/e2e/pwa)
    // allow it again.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
