import { describe, expect, it } from 'vitest'

import { compareWithBaseline } from './compareBaseline'

const result = (rps: number) => ({ rps, p50: 1, p99: 2, non2xx: 0, errors: 0, bytes: 0 })
const run = (cached: number, uncached: number, cpu = '2 × Test CPU') => ({
  machine: { cpu },
  cached: { 'GET /api/projects': result(cached) },
  uncached: { 'GET /api/projects': result(uncached) },
})

describe('compareWithBaseline', () => {
  it('flags a figure more than 15% below the baseline, and only that one', () => {
    expect(compareWithBaseline(run(8_400, 800), run(10_000, 800))).toEqual([
      "⚠ cached GET /api/projects: 8400 req/s, 16% below the baseline's 10000",
    ])
    expect(compareWithBaseline(run(8_600, 700), run(10_000, 800))).toEqual([])
  })

  it('says when the baseline came from another machine', () => {
    expect(compareWithBaseline(run(10_000, 800, 'A'), run(10_000, 800, 'B'))).toEqual([
      'Note: the baseline was measured on B, this run on A.',
    ])
  })
})
