import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { databaseMonitorFor } from '../../db/databaseMonitor'

/**
 * `GET /health`: 200 `{status: "ok", database: "up"}`, or 503 `{status: "degraded",
 * database: "down"}` with `Retry-After`. Every call probes the database (`SELECT 1`, 2 s
 * budget, shared with concurrent callers), so the answer comes within about two seconds even
 * when the database hangs; the same probe lets the rest of the API recover without a restart.
 */
export const healthRoutes = (payload: Payload): Router => {
  const router = express.Router()
  const monitor = databaseMonitorFor(payload)
  router.get('/health', async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    if (await monitor.check(0)) {
      res.json({ status: 'ok', database: 'up' })
      return
    }
    res.status(503).set('Retry-After', '5').json({ status: 'degraded', database: 'down' })
  })
  return router
}
