// Sums the vitest and Playwright JSON reports into the one closing line CI reads:
// "N passed, N failed[, N skipped]". A missing report counts as a failure. Failures are named
// just above that line, because a CI log often keeps only its tail.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

let passed = 0
let failed = 0
let skipped = 0
const failures = []
const firstLine = (text = '') =>
  String(text)
    .split('\n')
    .find((line) => line.trim()) ?? ''
const [vitestReport, playwrightReport] = process.argv.slice(2)

if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
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
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
      }
    }
    if (file.status === 'failed' && file.message)
      failures.push(`${name}: ${firstLine(file.message)}`)
  }
} else {
  console.error(`missing ${vitestReport}`)
  failed += 1
}

if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'))
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  failed += stats.unexpected ?? 0
  skipped += stats.skipped ?? 0
  const { suites } = JSON.parse(readFileSync(playwrightReport, 'utf8'))
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.error?.message
        failures.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of suites ?? []) walk(suite, [])
} else {
  console.error(`missing ${playwrightReport}`)
  failed += 1
}

console.log('')
if (failures.length > 0) {
  console.log('Failed:')
  // eslint-disable-next-line no-control-regex -- reporters colour their messages
  for (const failure of failures) console.log(`  ✗ ${failure.replace(/\u001b\[[0-9;]*m/g, '')}`)
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
