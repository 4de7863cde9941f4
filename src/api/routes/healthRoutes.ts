import { sql } from '@payloadcms/db-postgres'
import express, { type Router } from 'express'
import type { Payload } from 'payload'

/** How long the database may take to answer a health probe before it counts as down. */
const DB_PROBE_TIMEOUT_MS = 3000

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ])

/** `GET /health`: 200 `{status: "ok", database: "up"}`, or 503 with `database: "down"`. */
export const healthRoutes = (payload: Payload): Router => {
  const router = express.Router()
  router.get('/health', async (_req, res) => {
    try {
      await withTimeout(payload.db.drizzle.execute(sql`SELECT 1`), DB_PROBE_TIMEOUT_MS)
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'up' })
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'degraded', database: 'down' })
    }
  })
  return router
}
