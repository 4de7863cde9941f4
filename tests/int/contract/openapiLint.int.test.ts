import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { call } from './contractHelpers'

type LintProblem = {
  ruleId: string
  severity: 'error' | 'warn'
  message: string
  location?: { pointer?: string }[]
}

/** Runs `redocly lint --extends=recommended` on a document file; answers its problems. */
const lintWithRedocly = (file: string): LintProblem[] => {
  const result = spawnSync(
    'npx',
    ['redocly', 'lint', '--extends=recommended', file, '--format=json', '--max-problems=1000'],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      // No telemetry or update check from a test run.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  )
  // Exit code 1 only means "errors found"; the report is JSON on stdout either way.
  const start = result.stdout.indexOf('{')
  if (start === -1)
    throw new Error(`redocly printed no report:\n${result.stdout}\n${result.stderr}`)
  return (JSON.parse(result.stdout.slice(start)) as { problems: LintProblem[] }).problems
}

const describeProblem = ({ severity, ruleId, message, location }: LintProblem) =>
  `${severity} ${ruleId} at ${location?.[0]?.pointer ?? '?'}: ${message}`

describe('GET /api/openapi.json under Redocly', () => {
  it("passes Redocly's recommended ruleset without an error", async () => {
    const res = await call('GET', '/openapi.json')
    expect(res.status).toBe(200)
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'))
    try {
      const file = path.join(dir, 'openapi.json')
      writeFileSync(file, JSON.stringify(res.json, null, 2))
      const problems = lintWithRedocly(file)
      const warnings = problems.filter((problem) => problem.severity !== 'error')
      if (warnings.length)
        console.info(`Redocly warnings:\n${warnings.map(describeProblem).join('\n')}`)
      const errors = problems.filter((problem) => problem.severity === 'error')
      expect(errors.map(describeProblem)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
