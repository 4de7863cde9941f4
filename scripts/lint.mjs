/**
 * `npm run lint`: ESLint (layers, hooks, cycles), Prettier's check and knip (unused files,
 * exports and dependencies), one after the other. Each runs even when one before it failed, so
 * one run shows every finding; the exit code is non-zero when any of them failed.
 */
import { spawnSync } from 'node:child_process'

const CHECKS = [
  { name: 'ESLint', script: 'lint:eslint' },
  { name: 'Prettier', script: 'lint:format' },
  { name: 'knip', script: 'lint:unused' },
]

const results = CHECKS.map(({ name, script }) => {
  const started = performance.now()
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  return { name, ok: status === 0, seconds }
})

const summary = results.map(
  ({ name, ok, seconds }) => `${name} ${ok ? 'ok' : 'FAILED'} (${seconds} s)`,
)
console.log(summary.join(', '))
process.exit(results.every(({ ok }) => ok) ? 0 : 1)
