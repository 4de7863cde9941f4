// The closing summary of `npm test`: each phase's wall time, the ten slowest test files, the
// failures by name, and the one closing line CI reads: "N passed, N failed[, N skipped]".
// A missing report counts as a failure, and so do a test that passed only on a retry and a
// failed check that is not a test (lint, type check, generated files).
// Failures are named just above that line, because a CI log often keeps only its tail.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: {
    phases: { type: 'string' },
    'failed-checks': { type: 'string' },
    vitest: { type: 'string', multiple: true, default: [] },
    playwright: { type: 'string', multiple: true, default: [] },
  },
})

let passed = 0
let failed = 0
let skipped = 0
const failures = []
/** Wall time of each test file, in milliseconds. */
const fileTimes = []
const firstLine = (text = '') =>
  String(text)
    .split('\n')
    .find((line) => line.trim()) ?? ''
const readReport = (file) => {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  console.error(`missing ${file}`)
  failed += 1
  return null
}

for (const report of args.vitest.map(readReport).filter(Boolean)) {
  passed += report.numPassedTests ?? 0
  // A file that failed without a failed test (it did not load, or a hook threw) counts once;
  // vitest's numFailedTestSuites would count a failed test's describe blocks again.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length
  failed += (report.numFailedTests ?? 0) + brokenFiles
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name)
    fileTimes.push({ name, ms: (file.endTime ?? 0) - (file.startTime ?? 0) })
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
      }
    }
    if (file.status === 'failed' && file.message)
      failures.push(`${name}: ${firstLine(file.message)}`)
  }
}

for (const report of args.playwright.map(readReport).filter(Boolean)) {
  const { stats, suites } = report
  passed += stats.expected ?? 0
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0)
  skipped += stats.skipped ?? 0
  const walk = (suite, titles, times) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) times.ms += result.duration ?? 0
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const error = test.results?.find((result) => result.error)?.error?.message
        const flaky = test.status === 'flaky' ? ' (passed only on a retry)' : ''
        failures.push(
          `${spec.file} › ${[...titles, spec.title].join(' › ')}${flaky}: ${firstLine(error)}`,
        )
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], times)
  }
  // Each top-level suite is one spec file.
  for (const suite of suites ?? []) {
    const times = { ms: 0 }
    walk(suite, [], times)
    fileTimes.push({ name: `tests/e2e/${suite.file}`, ms: times.ms })
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`

console.log('')
if (args.phases && existsSync(args.phases)) {
  const phases = readFileSync(args.phases, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([name, ms, group = name, cpu]) => ({ name, ms: Number(ms), group, cpu: Number(cpu) }))
  // Phases of one group ran side by side: the group takes as long as its longest phase.
  const groupTime = new Map()
  for (const { ms, group } of phases) groupTime.set(group, Math.max(groupTime.get(group) ?? 0, ms))
  const sideBySide = (group) => phases.filter((phase) => phase.group === group).length > 1
  // CPU time is what the phase's processes used, on all cores: near twice the wall time on two
  // cores means the phase was CPU-bound; far less, that it mostly waited (timers, I/O).
  const cpuOf = (cpu) => (Number.isFinite(cpu) ? minutes(cpu) : '?').padStart(13)
  console.log('Wall and CPU time by phase (∥ ran side by side):')
  console.log(`  ${'wall'.padStart(13)}  ${'CPU'.padStart(13)}`)
  for (const { name, ms, group, cpu } of phases)
    console.log(
      `  ${minutes(ms).padStart(13)}  ${cpuOf(cpu)}  ${sideBySide(group) ? '∥ ' : ''}${name}`,
    )
  const total = [...groupTime.values()].reduce((sum, ms) => sum + ms, 0)
  const cpuTotal = phases.reduce((sum, { cpu }) => sum + (Number.isFinite(cpu) ? cpu : 0), 0)
  console.log(`  ${minutes(total).padStart(13)}  ${cpuOf(cpuTotal)}  in all`)
}
console.log('Slowest test files:')
for (const { name, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10))
  console.log(`  ${seconds(ms).padStart(8)}  ${name}`)

// Checks that are not tests (lint, type check, generated files), one line each in this file.
const failedChecks =
  args['failed-checks'] && existsSync(args['failed-checks'])
    ? readFileSync(args['failed-checks'], 'utf8').trim().split('\n').filter(Boolean)
    : []
failed += failedChecks.length
failures.push(...failedChecks.map((check) => `${check}: failed (see its output above)`))

console.log('')
if (failures.length > 0) {
  console.log('Failed:')
  // eslint-disable-next-line no-control-regex -- reporters colour their messages
  for (const failure of failures) console.log(`  ✗ ${failure.replace(/\u001b\[[0-9;]*m/g, '')}`)
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
