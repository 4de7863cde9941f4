import type { RequestHandler } from 'express'

import { createApp as createProductApp } from '../src/server/createApp'

/** The bench's baseline route (bench/run.ts). */
export const BENCH_BARE_PATH = '/__bench/bare'

const BODY = JSON.stringify({ data: { ok: true, message: 'bare route' } })

const bareRoute: RequestHandler = (_req, res) => {
  res.type('json').send(BODY)
}

/**
 * The product's app with the bench's baseline: a fixed small JSON behind the same middleware as
 * the contract, so "cached read ÷ bare route" measures the cache itself. Only the bench's bundle
 * (dist/bench-server.js, bench/benchServer.ts) has it.
 * @public (imported by that build's plugin, not by name)
 */
export const createApp: typeof createProductApp = (options) => {
  const made = createProductApp(options)
  made.app.get(BENCH_BARE_PATH, bareRoute)
  // Moved to where it stood in the product's chain: right after the health check's stop answer.
  const stack = made.app.router.stack
  const health = stack.findIndex((layer) => layer.route?.path === '/api/health')
  stack.splice(health + 1, 0, stack.pop()!)
  return made
}
