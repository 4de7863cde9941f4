import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { EMAIL_QUEUE } from '../../mail/jobs/emailQueueSettings'
import { CACHING } from '../../platform/http/cachePolicies'
import type { DatabaseMonitor } from '../../platform/db/databaseMonitor'
import { currentProxyAdvice } from '../../platform/metrics/proxyAdviceSource'
import { family, renderRequestMetrics, sample } from '../../platform/metrics/requestMetrics'
import { metricsAccessOf } from './metricsAccess'

/** Prometheus' text exposition format. */
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

/** The queues always listed (at 0 when empty); any other one that holds jobs is listed too. */
const QUEUES = ['default', EMAIL_QUEUE]

/** Jobs not done yet (waiting, scheduled or running), by queue; nothing while the database is down. */
const pendingJobs = async (pool: Pool, monitor: DatabaseMonitor): Promise<string[]> => {
  if (!monitor.isUp()) return []
  try {
    const { rows } = await pool.query<{ queue: string | null; pending: number }>(
      `SELECT queue, count(*)::int AS pending FROM payload_jobs
        WHERE completed_at IS NULL AND has_error IS NOT TRUE GROUP BY queue`,
    )
    const pending = new Map(QUEUES.map((queue) => [queue, 0]))
    for (const row of rows) pending.set(row.queue ?? 'default', row.pending)
    return [...pending].map(([queue, count]) => sample('portfolio_jobs_pending', { queue }, count))
  } catch {
    return []
  }
}

/** The figures read at scrape time: the database, its pool, the queue, the proxy, the process. */
const renderServerMetrics = async (pool: Pool, monitor: DatabaseMonitor): Promise<string> => {
  const advice = currentProxyAdvice()
  return [
    family('portfolio_database_down', 'gauge', '1 while the database cannot be reached.', [
      sample('portfolio_database_down', {}, monitor.isUp() ? 0 : 1),
    ]),
    family('portfolio_db_pool_connections', 'gauge', 'Connections of the database pool.', [
      sample('portfolio_db_pool_connections', { state: 'total' }, pool.totalCount),
      sample('portfolio_db_pool_connections', { state: 'idle' }, pool.idleCount),
    ]),
    family('portfolio_db_pool_waiting', 'gauge', 'Queries waiting for a pooled connection.', [
      sample('portfolio_db_pool_waiting', {}, pool.waitingCount),
    ]),
    family(
      'portfolio_jobs_pending',
      'gauge',
      'Background jobs (emails, scheduled publishing) not done yet, by queue.',
      await pendingJobs(pool, monitor),
    ),
    family(
      'portfolio_proxy_advice',
      'gauge',
      '1 while forwarded headers are ignored or distrusted; the label says what to set.',
      [sample('portfolio_proxy_advice', { advice: advice ?? '' }, advice ? 1 : 0)],
    ),
    family('portfolio_node_info', 'gauge', 'The Node.js version the server runs on.', [
      sample('portfolio_node_info', { version: process.version }, 1),
    ]),
    family('process_start_time_seconds', 'gauge', 'When the server process started.', [
      sample('process_start_time_seconds', {}, Math.round(Date.now() / 1000 - process.uptime())),
    ]),
  ].join('\n')
}

/**
 * `GET /metrics` (docs/operations.md): answered to this machine (the doctor, a local Prometheus)
 * and to a scraper with the admin's token; 401 with a wrong one, 404 when no token is set.
 */
export const metricsRoute = (payload: Payload, monitor: DatabaseMonitor): RequestHandler => {
  const accessOf = metricsAccessOf(payload)
  const { pool } = payload.db as unknown as { pool: Pool }
  return async (req, res) => {
    const access = await accessOf(req)
    res.setHeader('Cache-Control', CACHING.noStore)
    if (access === 'hidden') return void res.status(404).type('text').send('Not Found')
    if (access === 'unauthorized') {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
      return void res.status(401).type('text').send('A metrics token is required')
    }
    const body = `${renderRequestMetrics()}\n${await renderServerMetrics(pool, monitor)}\n`
    res.status(200).setHeader('Content-Type', CONTENT_TYPE)
    res.end(body)
  }
}
