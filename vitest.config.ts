import { defineConfig } from 'vitest/config'

import { aliases } from './frontend/build/aliases'
import { LongestFirstSequencer } from './tests/int/longestFirstSequencer'

/**
 * Two suites: `unit` (pure logic, front and back, no services) and `int` (Payload's Local API
 * and HTTP against real production servers, each file on its own copy of a template database in
 * the embedded PostgreSQL that tests/int/globalSetup.ts starts).
 */
export default defineConfig({
  // The site's import aliases, so its unit tests resolve `@/…` and `@shared/…` as Vite does.
  resolve: { alias: aliases },
  test: {
    // Vitest reads the order of files from the root config only; it moves the slowest
    // integration files to the front and leaves the rest in Vitest's own order.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'frontend/src/**/*.test.{ts,tsx}',
            'frontend/build/**/*.test.ts',
            'src/**/*.test.ts',
            'collections/**/*.test.ts',
            'tests/budget/**/*.test.ts',
            'tests/rules/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          // Vitest's default leaves one of two cores idle (one worker fewer than there are cores).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          // Each file has its own database and server, so files run side by side. Most of an
          // integration file's time is spent waiting (on servers, mail, timers): with three files
          // at once the two cores were 74% busy and the run took 4:25; with four, 3:43.
          maxWorkers: 4,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
