import type { RequestHandler } from 'express'
import { z } from 'zod'

import { type DatabaseMonitor, databaseMonitorFor } from '../../platform/db/databaseMonitor'
import type { ApiRoute } from '../apiRoute'
import { CACHING } from '../../platform/http/cachePolicies'

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  stopping: z
    .literal(true)
    .optional()
    .describe('Present while a graceful stop is under way (503): route traffic elsewhere.'),
})

export const healthCheck =
  (monitor: DatabaseMonitor): RequestHandler =>
  async (_req, res) => {
    res.set('Cache-Control', CACHING.noStore)
    if (await monitor.check(0)) {
      res.json({ status: 'ok', database: 'up' })
      return
    }
    res.status(503).set('Retry-After', '5').json({ status: 'degraded', database: 'down' })
  }

/** Every call probes (2 s budget, shared); the same probe lets the API recover unrestarted. */
export const healthRoute: ApiRoute = {
  method: 'get',
  path: '/health',
  tag: 'Health',
  summary: 'Liveness and database check',
  description:
    '200 {status: "ok", database: "up"}, or 503 {status: "degraded", database: "down"}; ' +
    'while the server is stopping, 503 with stopping: true.',
  bare: true,
  success: { status: 200, schema: 'Health', description: 'Up.' },
  answers: [
    {
      status: 503,
      schema: 'Health',
      description: 'Degraded: the database does not answer, or the server is stopping.',
    },
  ],
  handlers: (payload) => [healthCheck(databaseMonitorFor(payload))],
}
