import type { RequestHandler } from 'express'

import type { DatabaseMonitor } from '../../platform/db/databaseMonitor'

/** Seconds a client is told to wait before retrying during an outage. */
const RETRY_AFTER_SECONDS = 5
/** An authenticated call re-checks the database when the last probe is older than this. */
const AUTH_FRESHNESS_MS = 1_000

/**
 * Fails contract calls fast while the database is down: 503 `database_unavailable` in the
 * contract's envelope with `Retry-After`, in microseconds rather than after a connect timeout.
 * Calls carrying a token first make sure the database answered within the last second,
 * because Payload's token check swallows connection errors and would otherwise turn an outage
 * into a misleading 401. Any 503 an API call produces makes the monitor probe at once.
 * `skip` lets through the calls that answer for themselves (health probes the database itself).
 */
export const databaseGate =
  (
    monitor: DatabaseMonitor,
    { skip = () => false }: { skip?: (method: string, path: string) => boolean } = {},
  ): RequestHandler =>
  async (req, res, next) => {
    if (skip(req.method, req.path)) return next()
    const up = req.get('authorization') ? await monitor.check(AUTH_FRESHNESS_MS) : monitor.isUp()
    if (up) {
      // A route that hit a dead connection answers 503 (see toApiError): look at once.
      // (A read answered from its last good copy in place of a 503 counts too.)
      res.once('finish', () => {
        if (res.statusCode === 503 || res.getHeader('X-Cache') === 'STALE') monitor.suspect()
      })
      return next()
    }
    res
      .status(503)
      .set('Retry-After', String(RETRY_AFTER_SECONDS))
      .set('Cache-Control', 'no-store')
      .json({
        error: {
          status: 503,
          code: 'database_unavailable',
          message: 'The database is unavailable right now. Please try again in a few seconds.',
        },
      })
  }
