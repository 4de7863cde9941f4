import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'

/** What `npm start` would build now (`scripts/build.mjs --if-needed --dry-run`), one line per part. */
const plan = (env: NodeJS.ProcessEnv = process.env): string =>
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-needed', '--dry-run'], {
    cwd: PROJECT_ROOT,
    env,
    encoding: 'utf8',
  })

/**
 * `npm start` rebuilds only what changed since the last build. The suite's own `npm run build`
 * stamped every part, so right after it nothing is due; a changed build-time setting of the
 * site makes the site due and leaves the admin and the server alone.
 */
describe('build stamps', () => {
  it('finds every part up to date after a build', () => {
    expect(plan()).toBe(
      ['✓ site: up to date', '✓ admin: up to date', '✓ server: up to date', ''].join('\n'),
    )
  })

  it('rebuilds only the site when one of its build-time settings changes', () => {
    const env = { ...process.env, VITE_BUILD_ID: `stamp-test-${Date.now()}` }
    expect(plan(env)).toBe(
      ['▶ site: would be built', '✓ admin: up to date', '✓ server: up to date', ''].join('\n'),
    )
  })
})
