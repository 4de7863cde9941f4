import { defineConfig } from '@playwright/test'

import baseConfig from '../../../playwright.config'

/**
 * For working on the site alone: runs these specs against a server that is already running
 * (E2E_BASE_URL, e.g. `npm run serve`) instead of starting a fresh one.
 * `E2E_BASE_URL=http://127.0.0.1:3000 npx playwright test -c tests/e2e/site/running-server.config.ts`
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  globalSetup: undefined,
  // Kept apart from the main suite's folder, which another run may be clearing.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '/tmp/site-e2e-results',
  use: { ...baseConfig.use, baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000' },
})
