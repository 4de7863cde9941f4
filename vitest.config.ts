import { defineConfig } from 'vitest/config'

import { aliases } from './frontend/build/aliases'

/**
 * Two suites: `unit` (pure logic, front and back, no services) and `int` (Payload's Local API
 * and HTTP against a real embedded PostgreSQL started by tests/int/globalSetup.ts).
 */
export default defineConfig({
  // The site's import aliases, so its unit tests resolve `@/…` and `@shared/…` as Vite does.
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'frontend/src/**/*.test.{ts,tsx}',
            'src/**/*.test.ts',
            'collections/**/*.test.ts',
            'tests/budget/**/*.test.ts',
            'tests/rules/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          // One embedded database shared by every integration file: run them one at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
