import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http'

import type { Request, Response } from 'express'
import type { Payload } from 'payload'

import { env } from '../config/env'
import type { DatabaseMonitor } from '../db/databaseMonitor'
import type { ContentCoding } from '../http/negotiateCoding'
import {
  accessLoggerOf,
  loggedPathOf,
  millisecondsSince,
  requestIdFrom,
} from '../logging/requestLogger'
import { countCacheHit } from '../metrics/requestMetrics'
import { PREVIEW_TOKEN_HEADER } from '../preview/previewToken'
import { lastGoodCopies } from './lastGoodCopies'
import { databaseGate, type GatelessCall, lastGoodCopiesWhileDown } from './outage'
import { type PublicRead, publicReadCache } from './readCache'
import {
  type CachedBody,
  encodeBody,
  publicResponseCache,
  type ResponseCache,
} from './responseCache'

/**
 * The public-read path, its pieces in the order a request meets them (decisions 0005, 0027, 0029):
 * 1. `answer`, the fast path (below): before Express, a read the chain answered from the cache
 *    gets the same bytes again, as long as the cache holds that body;
 * 2. `whileDown` (outage.ts): while the database is down, a page or read with a last good copy
 *    (lastGoodCopies.ts) gets it;
 * 3. `gate` (outage.ts): else a contract call gets 503 `database_unavailable` while it is down;
 * 4. `readCache` (readCache.ts, at /api): a hit from memory, taught to the fast path; a miss runs
 *    the route and its answer is kept, in the cache and as its last good copy.
 */
export const publicReadPath = ({
  reads,
  gateless,
  cookieName,
  logger,
  clientAddress,
  isStopping,
  monitor,
}: {
  /** The contract's public reads (`publicReadsOf(API_ROUTES)`). */
  reads: readonly PublicRead[]
  /** The contract's calls that answer for themselves during an outage (`callsPastDatabaseGate`). */
  gateless: readonly GatelessCall[]
  /** Payload's session cookie: a request carrying it is someone's. */
  cookieName: string
  logger: Payload['logger']
  /** The client's address as Express works it out (`trust proxy`), for the access log. */
  clientAddress: (req: IncomingMessage) => string | undefined
  isStopping: () => boolean
  monitor: DatabaseMonitor
}) => {
  const isDown = () => !monitor.isUp()
  const cache = publicResponseCache()
  const copies = lastGoodCopies(logger)
  const fast = fastPublicReads({
    cache,
    logger: accessLoggerOf(logger),
    logRequests: env.LOG_REQUESTS,
    usable: () => !isStopping() && !isDown(),
    clientAddress,
  })
  return {
    /** Before Express: true when the fast path answered. */
    answer: fast.answer,
    /** Also kept and served by the site's pages. */
    copies,
    whileDown: lastGoodCopiesWhileDown(copies, { isDown, cookieName }),
    /** At /api: the outage answer of the contract's calls. */
    gate: databaseGate(monitor, { skip: gateless }),
    readCache: publicReadCache(cache, {
      reads,
      enabled: env.API_CACHE,
      cookieName,
      copies,
      learn: fast.learn,
    }),
  }
}

/** Answers a request before Express, or returns false to leave it to the app. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean

/** The process's listener: the fast path of the request's method, else the app. */
export const withFastPaths = (
  app: RequestListener,
  fast: Readonly<Record<string, FastPath>>,
): RequestListener => {
  const byMethod = new Map(Object.entries(fast))
  return (req, res) => {
    if (!byMethod.get(req.method!)?.(req, res)) app(req, res)
  }
}

/** Headers that belong to one response only, never replayed. */
const PER_RESPONSE = new Set(['x-request-id', 'date', 'connection', 'keep-alive'])

/** The most request variants (URL × Accept-Encoding × Origin) kept; the oldest go first. */
const MAX_VARIANTS = 2_000

/** One answer the chain sent for a request variant, ready to send again as it was. */
type Learned = {
  cacheKey: string
  body: CachedBody
  bytes: Buffer
  /** `writeHead`'s flat form, without the per-response headers. */
  headers: string[]
}

/**
 * Only anonymous, unconditional GETs of the contract: no cookie, token or preview token, no
 * `If-None-Match` (the chain answers 304s), nothing a guard of the chain refuses (NUL bytes).
 */
const eligible = (req: IncomingMessage, url: string): boolean => {
  const { headers } = req
  return (
    req.method === 'GET' &&
    url.startsWith('/api/') &&
    headers.authorization === undefined &&
    headers.cookie === undefined &&
    headers[PREVIEW_TOKEN_HEADER] === undefined &&
    headers['if-none-match'] === undefined &&
    !url.includes('%00') &&
    !url.includes('\0')
  )
}

/** What makes two requests get the same answer from the chain (besides the cache's content). */
const variantOf = (req: IncomingMessage, url: string): string =>
  `${url}\n${req.headers['accept-encoding'] ?? ''}\n${req.headers.origin ?? ''}`

/** An answer's headers in `writeHead`'s flat form, without those in `skip`: what a fast path replays. */
export const replayableHeaders = (
  headers: OutgoingHttpHeaders,
  skip: ReadonlySet<string> = PER_RESPONSE,
): string[] =>
  Object.entries(headers).flatMap(([name, value]) =>
    skip.has(name) || value === undefined
      ? []
      : (Array.isArray(value) ? value : [String(value)]).flatMap((item) => [name, item]),
  )

/**
 * Repeated anonymous reads straight from `node:http`: the chain's hit for a request variant is
 * learned and replayed with its own request id and log line, while the cache holds that very
 * body (an edit reaches both paths at once), never while stopping or down.
 */
export const fastPublicReads = ({
  cache,
  logger,
  logRequests,
  usable,
  clientAddress,
}: {
  cache: ResponseCache
  logger: Payload['logger']
  logRequests: boolean
  usable: () => boolean
  clientAddress: (req: IncomingMessage) => string | undefined
}): {
  learn: (req: Request, res: Response, cacheKey: string, body: CachedBody) => void
  answer: FastPath
} => {
  const learned = new Map<string, Learned>()

  /** Keeps a hit the chain just sent. */
  const learn = (req: Request, res: Response, cacheKey: string, body: CachedBody): void => {
    if (!eligible(req, req.originalUrl) || res.statusCode !== 200) return
    const coding = (res.getHeader('content-encoding') ?? 'identity') as ContentCoding
    const bytes = encodeBody(body, coding)
    if (Number(res.getHeader('content-length')) !== bytes.length) return
    const variant = variantOf(req, req.originalUrl)
    learned.delete(variant)
    learned.set(variant, { cacheKey, body, bytes, headers: replayableHeaders(res.getHeaders()) })
    if (learned.size > MAX_VARIANTS) learned.delete(learned.keys().next().value!)
  }

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!eligible(req, req.url!)) return false
    const variant = variantOf(req, req.url!)
    const known = learned.get(variant)
    if (!known) return false
    if (cache.get(known.cacheKey) !== known.body) {
      learned.delete(variant)
      return false
    }
    if (!usable()) return false
    countCacheHit()
    const started = logRequests ? process.hrtime.bigint() : 0n
    const id = requestIdFrom(req.headers['x-request-id'])
    res.writeHead(200, [...known.headers, 'x-request-id', id])
    res.end(known.bytes)
    if (logRequests) {
      logger.info(
        {
          id,
          method: 'GET',
          path: loggedPathOf(req.url!),
          status: 200,
          ms: millisecondsSince(started),
          bytes: known.bytes.length,
          ip: clientAddress(req),
        },
        'request',
      )
    }
    return true
  }

  return { learn, answer }
}
