// Runs `npm audit --omit=dev` and fails on any high or critical advisory.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = {}
}
if (report.error || !report.metadata) {
  console.warn(
    `npm audit could not reach the advisory service here (${report.error?.summary ?? 'no report'}); not judged.`,
  )
  process.exit(0)
}
const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities ?? {}
console.log(
  `npm audit (production deps): ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`,
)
process.exit(high + critical > 0 ? 1 : 0)
