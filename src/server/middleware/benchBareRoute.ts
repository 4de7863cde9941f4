import type { RequestHandler } from 'express'

/** Where the benchmark's baseline route is mounted when `BENCH_BARE_ROUTE=1`. */
export const BENCH_BARE_PATH = '/__bench/bare'

const BODY = JSON.stringify({ data: { ok: true, message: 'bare route' } })

/**
 * The benchmark's baseline (npm run bench): a fixed small JSON answered with no work at all,
 * behind the same middleware as the contract, so "cached read ÷ bare route" measures what the
 * cache itself costs. Mounted only when `BENCH_BARE_ROUTE=1`; production never carries it.
 */
export const benchBareRoute: RequestHandler = (_req, res) => {
  res.type('json').send(BODY)
}
