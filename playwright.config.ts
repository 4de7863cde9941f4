import { defineConfig, devices } from '@playwright/test'

/** Where the first worker's production server listens (tests/e2e/globalSetup.ts starts them). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3322)
/**
 * Specs run in three workers, each against a server and database of its own on the next port: a
 * spec that changes content (the admin's) never shows in another's pages. Three keep both cores
 * busy (vmstat: under 2% idle); five made no run shorter, only each test slower.
 */
export const E2E_WORKERS = 3
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
  // Tests, not just files, are shared out: each worker has a server of its own, so no two tests
  // that run at once share any state (a file whose tests build on each other says `serial`).
  fullyParallel: true,
  workers: E2E_WORKERS,
  // A test that passes only on a second try is a defect to fix, never to hide.
  retries: 0,
  // The admin's longest flows (sign in, upload, publish, check two lists) ran 55–65 s on a
  // 2-core paravirtualised machine, where each admin page costs Chromium 2–5 CPU-s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    // Recording a trace of every test (a screencast, encoded in the browser) took about 15% of
    // a CPU-bound run; E2E_TRACE=1 keeps the traces of failures when investigating one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // A service worker would answer requests that page.route() mocks; the PWA specs (tests/e2e/pwa)
    // allow it again.
    serviceWorkers: 'block',
    // The animated background keeps about two thirds of a core busy in a software-rendered
    // Chromium for as long as a page is open (6.4 s of CPU in 10 s idle on /, 0.06 s with reduced
    // motion): with three browsers it starves the run. Specs about motion ask for it
    // (layout.spec.ts).
    reducedMotion: 'reduce',
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
