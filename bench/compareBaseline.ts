import type { LoadResult } from './loadTest'

/** The figures a bench run is compared on: throughput of each read, cached and uncached. */
export type BenchFigures = {
  machine: { cpu: string }
  cached: Record<string, LoadResult>
  uncached: Record<string, LoadResult>
}

/** A drop larger than this against the baseline is flagged. */
const ALLOWED_DROP = 0.15

/**
 * One line per figure that fell by more than `ALLOWED_DROP` against the baseline (the recorded
 * run in bench/baseline.json), and a note when the baseline came from another CPU. Empty when
 * nothing dropped.
 */
export const compareWithBaseline = (latest: BenchFigures, baseline: BenchFigures): string[] => {
  const lines: string[] = []
  if (latest.machine.cpu !== baseline.machine.cpu)
    lines.push(
      `Note: the baseline was measured on ${baseline.machine.cpu}, this run on ${latest.machine.cpu}.`,
    )
  for (const mode of ['cached', 'uncached'] as const) {
    for (const [label, before] of Object.entries(baseline[mode])) {
      const now = latest[mode][label]
      if (!now) continue
      const change = now.rps / before.rps - 1
      if (change < -ALLOWED_DROP)
        lines.push(
          `⚠ ${mode} ${label}: ${Math.round(now.rps)} req/s, ${Math.round(-change * 100)}% below the baseline's ${Math.round(before.rps)}`,
        )
    }
  }
  return lines
}
