import type { RequestHandler, Response } from 'express'

import type { DatabaseMonitor } from '../db/databaseMonitor'
import { CACHING } from '../http/cachePolicies'
import { pagePreviewOf } from '../preview/pagePreview'
import {
  copyKeyOf,
  type LastGoodCopies,
  type LastGoodCopy,
  searchOf,
  sendLastGoodCopy,
} from './lastGoodCopies'
import { isCredentialed } from './readCache'

/** Seconds a contract call is told to wait during an outage; a page or file waits longer. */
const API_RETRY_AFTER_SECONDS = 5
const PAGE_RETRY_AFTER_SECONDS = 30
/** An authenticated call re-checks the database when the last probe is older than this. */
const AUTH_FRESHNESS_MS = 1_000

/** Starts the answer "not now": 503, `Retry-After`, kept by nobody. */
export const unavailable = (
  res: Response,
  retryAfterSeconds = PAGE_RETRY_AFTER_SECONDS,
): Response =>
  res
    .status(503)
    .set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': CACHING.noStore })

/**
 * While the database is known to be down, answers every public page and anonymous read that has
 * a last good copy, before anything tries the database; the rest goes on to the usual 503.
 */
export const lastGoodCopiesWhileDown =
  (
    copies: LastGoodCopies,
    { isDown, cookieName }: { isDown: () => boolean; cookieName: string },
  ): RequestHandler =>
  (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isDown()) return next()
    const copy = copies.get(copyKeyOf(req.path, searchOf(req.url)))
    if (!copy) return next()
    const someones = req.path.startsWith('/api/')
      ? isCredentialed(req, cookieName)
      : pagePreviewOf(req).kind !== 'none'
    if (someones) return next()
    sendLastGoodCopy(res, req.method, copy)
  }

/** The key of the site's shell, the home page: the SPA it loads renders any other page. */
export const SHELL_PATH = '/'

/**
 * A page without a copy of its own during an outage gets the home page's, whose SPA shows the
 * asked page from the reads' copies. Still 503 (never the page itself): nothing keeps or indexes it.
 */
export const sendShellCopy = (
  res: Response,
  method: string | undefined,
  shell: LastGoodCopy,
): void => sendLastGoodCopy(res, method, shell, PAGE_RETRY_AFTER_SECONDS)

/** A call that answers for itself during an outage (health): its method and path below /api. */
export type GatelessCall = { method: string; path: RegExp }

/**
 * Fails contract calls fast while the database is down: 503 `database_unavailable` in the
 * contract's envelope. A call with a token first makes sure the database answered within the
 * last second (Payload's token check would turn an outage into a 401). Any 503 (or stale copy)
 * makes the monitor probe at once.
 */
export const databaseGate =
  (
    monitor: DatabaseMonitor,
    { skip = [] }: { skip?: readonly GatelessCall[] } = {},
  ): RequestHandler =>
  async (req, res, next) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method
    if (skip.some((call) => call.method === method && call.path.test(req.path))) return next()
    const up = req.get('authorization') ? await monitor.check(AUTH_FRESHNESS_MS) : monitor.isUp()
    if (up) {
      res.once('finish', () => {
        if (res.statusCode === 503 || res.getHeader('X-Cache') === 'STALE') monitor.suspect()
      })
      return next()
    }
    unavailable(res, API_RETRY_AFTER_SECONDS).json({
      error: {
        status: 503,
        code: 'database_unavailable',
        message: 'The database is unavailable right now. Please try again in a few seconds.',
      },
    })
  }
