import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PROJECT_ROOT } from '../src/paths'

export type FormFactor = 'mobile' | 'desktop'

export type LighthouseScore = {
  performance: number
  cls: number
  lcpMs: number
  tbtMs: number
  fcpMs: number
  /** Bytes of JavaScript the page actually transferred (compressed, as sent). */
  scriptBytes: number
  /**
   * Lighthouse's measure of this machine's CPU: its mobile throttling (4× slower) assumes about
   * 1,500, and it warns under 1,000, where TBT, and so the score, come out worse than a phone's.
   */
  benchmarkIndex: number
}

/** Chromium flags that work headless as root on this kind of machine (stack notes, trap 11). */
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync'

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** One Lighthouse run (performance only) of `url`; mobile is Lighthouse's default, simulated throttling. */
const runOnce = (url: string, formFactor: FormFactor): Promise<LighthouseScore> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lh-'))
  const output = path.join(dir, 'report.json')
  const args = [
    path.join(PROJECT_ROOT, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : ['--form-factor=mobile']),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${stderr.slice(-1000)}`)
        const report = JSON.parse(readFileSync(output, 'utf8'))
        if (report.runtimeError || report.categories.performance.score === null) {
          throw new Error(
            `lighthouse could not measure ${url}: ${report.runtimeError?.message ?? 'no score'}`,
          )
        }
        const audit = (id: string) => report.audits[id]?.numericValue ?? NaN
        const requests: { resourceType?: string; transferSize?: number }[] =
          report.audits['network-requests']?.details?.items ?? []
        resolve({
          performance: Math.round((report.categories.performance.score ?? 0) * 100),
          cls: audit('cumulative-layout-shift'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
          scriptBytes: requests
            .filter((r) => r.resourceType === 'Script')
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
          benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
        })
      } catch (error) {
        reject(error)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}

/** One run, tried up to three times: a busy machine sometimes loses the trace (NO_NAVSTART). */
const runWithRetries = async (url: string, formFactor: FormFactor): Promise<LighthouseScore> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, formFactor)
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
}

/** Lighthouse `runs` times and the run with the median performance score. */
export const lighthouse = async (
  url: string,
  formFactor: FormFactor,
  runs = 1,
): Promise<LighthouseScore> => {
  const results: LighthouseScore[] = []
  for (let i = 0; i < runs; i += 1) results.push(await runWithRetries(url, formFactor))
  const score = median(results.map((r) => r.performance))
  return results.find((r) => r.performance === score)!
}

/** The machine's CPU as Lighthouse measured it over `scores`, and what that means for TBT. */
export const benchmarkIndexLine = (scores: LighthouseScore[]): string => {
  const indices = scores.map((score) => score.benchmarkIndex).filter(Number.isFinite)
  if (!indices.length) return ''
  const low = Math.min(...indices)
  return (
    `Lighthouse's benchmark index of this machine: ${low}–${Math.max(...indices)}` +
    (low < 1000
      ? ' (under 1,000: Lighthouse warns that a slow host CPU worsens TBT and the score)'
      : '')
  )
}
