import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { cacheKeyOf } from '../platform/cache/cacheKey'
import { type CachedBody, encodeBody, type ResponseCache } from '../platform/cache/responseCache'
import type { ContentCoding } from '../platform/http/negotiateCoding'
import { PREVIEW_TOKEN_HEADER } from '../platform/preview/previewToken'
import { loggedPathOf, millisecondsSince, requestIdFrom } from '../platform/logging/requestLogger'

/** Headers that belong to one response only, never replayed. */
const PER_RESPONSE = new Set(['x-request-id', 'date', 'connection', 'keep-alive'])

/** The most request variants (URL × Accept-Encoding × Origin) kept; the oldest go first. */
const MAX_VARIANTS = 2_000

/** One answer the full chain sent for a request variant, ready to send again as it was. */
type Learned = {
  cacheKey: string
  body: CachedBody
  bytes: Buffer
  /** Header names and values, flat (`writeHead`'s raw form), without the per-response ones. */
  headers: string[]
}

export type FastPublicReads = {
  /** First in the Express chain: learns the answer of every eligible cache hit. */
  learn: RequestHandler
  /** Before Express: answers a request the chain has answered before; false otherwise. */
  answer: (req: IncomingMessage, res: ServerResponse) => boolean
}

/**
 * Only anonymous, unconditional GETs of the contract qualify: nothing that could be someone's
 * (any cookie, a token, a preview token), no `If-None-Match` (the chain answers 304s), nothing
 * a guard in the chain refuses (NUL bytes).
 */
const eligible = (req: IncomingMessage): boolean => {
  const { headers, url = '' } = req
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
const variantOf = (req: IncomingMessage): string =>
  `${req.url}\n${req.headers['accept-encoding'] ?? ''}\n${req.headers.origin ?? ''}`

/**
 * The headers an answer was sent with, flat (`writeHead`'s raw form), without those named in
 * `skip`: what a fast path replays (this one, and the beacon's, `fastEvents.ts`).
 */
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
 * Serves repeated anonymous reads of the public contract straight from `node:http`: the first
 * time a request variant is answered from the cache, the whole Express chain runs (security
 * headers, CORS, the gates, the cache's negotiation) and this learns the status, headers and
 * bytes it sent; later identical requests get exactly those, with their own request id and
 * access-log line, without the chain (a cache hit spent most of its time in per-request
 * middleware). A learned answer is replayed only while the cache still holds the very body it
 * was made from, so an edit's invalidation reaches both paths at once; while the server stops or
 * the database is down every request takes the chain, which knows what to say then.
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
  /** False while the server stops or the database is down. */
  usable: () => boolean
  /** The client's address as Express works it out (`trust proxy`), for the access log. */
  clientAddress: (req: IncomingMessage) => string | undefined
}): FastPublicReads => {
  const learned = new Map<string, Learned>()

  const learn: RequestHandler = (req, res, next) => {
    if (!eligible(req)) return next()
    const variant = variantOf(req)
    res.once('finish', () => {
      if (res.statusCode !== 200 || res.getHeader('x-cache') !== 'HIT') return
      const queryAt = req.originalUrl.indexOf('?')
      const cacheKey = cacheKeyOf(
        req.originalUrl.slice('/api'.length, queryAt === -1 ? undefined : queryAt),
        queryAt === -1 ? '' : req.originalUrl.slice(queryAt),
      )
      const body = cache.get(cacheKey)
      if (!body) return
      const coding = (res.getHeader('content-encoding') ?? 'identity') as ContentCoding
      const bytes = encodeBody(body, coding)
      if (Number(res.getHeader('content-length')) !== bytes.length) return
      learned.delete(variant)
      learned.set(variant, { cacheKey, body, bytes, headers: replayableHeaders(res.getHeaders()) })
      if (learned.size > MAX_VARIANTS) learned.delete(learned.keys().next().value!)
    })
    next()
  }

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!eligible(req)) return false
    const variant = variantOf(req)
    const known = learned.get(variant)
    if (!known) return false
    if (cache.get(known.cacheKey) !== known.body) {
      learned.delete(variant)
      return false
    }
    if (!usable()) return false
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
