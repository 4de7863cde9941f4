/**
 * `npm run test:quick`: the check to run while working, in a minute or two instead of the whole
 * suite's half hour. On the files changed since the last commit (staged, unstaged and new):
 * ESLint and Prettier; then the type check, every unit test, and the integration tests that
 * import a changed file (vitest's `related`), or that changed themselves. `npm test` stays the
 * check before a commit lands: it also builds, and runs every integration and end-to-end test.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const git = (args) =>
  spawnSync('git', args, { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.trim())
const changed = [
  ...new Set([
    ...git(['diff', '--name-only', 'HEAD']),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
].filter((file) => existsSync(file))
const code = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
const integrationTests = code.filter((file) => /^tests\/int\/.*\.int\.test\.ts$/.test(file))
const sources = code.filter((file) => !file.startsWith('tests/'))

const steps = [
  code.length && { name: 'ESLint (changed files)', args: ['eslint', '--no-warn-ignored', ...code] },
  changed.length && {
    name: 'Prettier (changed files)',
    args: ['prettier', '--check', '--ignore-unknown', ...changed],
  },
  { name: 'Type check', npmScript: 'typecheck' },
  { name: 'Unit tests', args: ['vitest', 'run', '--project', 'unit'] },
  (sources.length || integrationTests.length) && {
    name: 'Integration tests related to the changes',
    args: [
      'vitest',
      'related',
      '--run',
      '--project',
      'int',
      '--passWithNoTests',
      ...sources,
      ...integrationTests,
    ],
  },
].filter(Boolean)

console.log(`${changed.length} changed file(s) since the last commit`)
const results = []
for (const step of steps) {
  console.log(`\n▶ ${step.name}`)
  const started = performance.now()
  const { status } = step.npmScript
    ? spawnSync('npm', ['run', '--silent', step.npmScript], { stdio: 'inherit' })
    : // npm puts node_modules/.bin first on the PATH of `npm run test:quick`.
      spawnSync(step.args[0], step.args.slice(1), { stdio: 'inherit' })
  results.push({ ...step, ok: status === 0, seconds: (performance.now() - started) / 1000 })
}

console.log('')
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`)
const total = results.reduce((sum, { seconds }) => sum + seconds, 0)
const failed = results.filter(({ ok }) => !ok).length
console.log(`Quick check ${failed ? 'FAILED' : 'ok'} in ${total.toFixed(0)} s`)
process.exit(failed ? 1 : 0)
