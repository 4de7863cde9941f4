import type { Request, RequestHandler, Response } from 'express'

import { type ContentCoding, negotiateCoding } from '../http/negotiateCoding'
import { PREVIEW_TOKEN_HEADER } from '../preview/previewToken'
import { cacheKeyOf } from './cacheKey'
import { copyKeyOf, type LastGoodCopies, searchOf, sendLastGoodCopy } from './lastGoodCopies'
import {
  type CachedBody,
  type CacheTag,
  encodeBody,
  jsonBodyOf,
  MIN_COMPRESSIBLE_BYTES,
  type ResponseCache,
} from './responseCache'

/**
 * Browsers revalidate a public answer every time (max-age=0; a 304 when unchanged), shared
 * caches may keep it 30 s (s-maxage). An edit therefore reaches a visitor at once without a
 * CDN, and within 30 s (90 s with the stale window below) behind one.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30'
/**
 * For CDNs only (RFC 9213 `CDN-Cache-Control`): keep 30 s, then serve stale up to 60 s more
 * while refetching in the background. Not in `Cache-Control`, because browsers honour
 * `stale-while-revalidate` too: a visitor reloading within a minute would see the old answer.
 */
const CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60'
/** Answers to signed-in callers must not be stored anywhere. */
const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** One anonymous read of the contract (a path under `/api`) and the content it is built from. */
export type PublicRead = { path: RegExp; tags: readonly CacheTag[] }

/** The tags of a cacheable public read, or null for any other path. */
export const tagsForPublicRead = (
  reads: readonly PublicRead[],
  path: string,
): readonly CacheTag[] | null => reads.find((read) => read.path.test(path))?.tags ?? null

/**
 * Whether the request could be someone's: a token header, a preview token (its answer may be
 * a draft) or a Payload session cookie.
 */
export const isCredentialed = (req: Request, cookieName: string): boolean =>
  req.headers.authorization !== undefined ||
  req.headers[PREVIEW_TOKEN_HEADER] !== undefined ||
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${cookieName}=`))

/** Strong ETag of one coding of a body: the same hash, suffixed for compressed codings. */
export const etagOf = (body: CachedBody, coding: ContentCoding): string =>
  coding === 'identity' ? `"${body.hash}"` : `"${body.hash}-${coding}"`

/** `If-None-Match` names this body (in any of its codings), or is `*`. */
export const matchesIfNoneMatch = (header: string | undefined, body: CachedBody): boolean => {
  if (!header) return false
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    return tag === '*' || tag === `"${body.hash}"` || tag.startsWith(`"${body.hash}-`)
  })
}

/** `X-Cache` says where an answer came from: the cache, a fresh read, or no cache at all (credentialed). */
type CacheStatus = 'HIT' | 'MISS' | 'BYPASS'

/**
 * Sends a body in the best coding the client takes, with that coding's strong ETag; with
 * `revalidate`, a 304 instead when the client already has it.
 */
const sendTaggedBody = (
  req: Request,
  res: Response,
  body: CachedBody,
  { revalidate }: { revalidate: boolean },
): void => {
  const coding =
    body.identity.length < MIN_COMPRESSIBLE_BYTES
      ? 'identity'
      : negotiateCoding(req.headers['accept-encoding'])
  res.vary('Accept-Encoding')
  res.setHeader('ETag', etagOf(body, coding))
  if (revalidate && matchesIfNoneMatch(req.headers['if-none-match'], body)) {
    res.status(304).end()
    return
  }
  const bytes = encodeBody(body, coding)
  res.setHeader('Content-Type', body.contentType)
  // Set here, so the compression middleware leaves the already-encoded body alone.
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding)
  res.setHeader('Content-Length', bytes.length)
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes)
}

/** Sends a public body with the cache's headers: 304 when the client has it. */
const sendCachedBody = (
  req: Request,
  res: Response,
  body: CachedBody,
  status: CacheStatus,
): void => {
  res.setHeader('X-Cache', status)
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL)
  res.setHeader('CDN-Cache-Control', CDN_CACHE_CONTROL)
  sendTaggedBody(req, res, body, { revalidate: true })
}

/**
 * Serves the contract's anonymous public reads from `cache` (mounted at `/api`, before the
 * routes). A miss runs the route and keeps its 200 JSON body; errors are never kept. Every
 * answer carries a strong ETag (`If-None-Match` → 304), `PUBLIC_CACHE_CONTROL` and
 * `CDN_CACHE_CONTROL`.
 * A request with an `Authorization` or `X-Preview-Token` header or a Payload session cookie bypasses the cache
 * both ways (its answer is neither served from nor stored in it) and is marked private; its 200
 * still carries the strong ETag of its body, the one an anonymous read of that body gets.
 * `X-Cache: HIT | MISS | BYPASS` tells which path an answer took (`STALE`: a last good copy
 * answered for a read the database failed under; see lastGoodCopies.ts).
 * With `enabled: false` nothing is stored, but the headers stay the same. `reads` is the
 * contract's table of public reads (`publicReadsOf(API_ROUTES)`); their tags are declared to
 * the cache, so writes to that content invalidate it.
 */
export const publicReadCache = (
  cache: ResponseCache,
  {
    reads,
    enabled = true,
    cookieName = 'payload-token',
    copies,
  }: {
    reads: readonly PublicRead[]
    enabled?: boolean
    cookieName?: string
    /** Where each 200 is also kept, to answer in its place when the database fails (optional). */
    copies?: LastGoodCopies
  },
): RequestHandler => {
  cache.serve(reads.flatMap((read) => read.tags))
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const tags = tagsForPublicRead(reads, req.path)
    if (!tags) return next()
    if (isCredentialed(req, cookieName)) {
      res.setHeader('X-Cache', 'BYPASS')
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
      // Tagged as an anonymous read of the same body is, so an admin who reads a record can send
      // its tag back in If-Match. Always answered in full: nothing may store a private answer,
      // so nothing revalidates one (tests/int/perf/publicCache.int.test.ts).
      const sendPrivateJson = res.json.bind(res)
      res.json = (value: unknown) => {
        if (res.statusCode !== 200) return sendPrivateJson(value)
        sendTaggedBody(req, res, jsonBodyOf(value), { revalidate: false })
        return res
      }
      return next()
    }
    const search = searchOf(req.url)
    const key = cacheKeyOf(req.path, search)
    const hit = enabled ? cache.get(key) : undefined
    if (hit) return sendCachedBody(req, res, hit, 'HIT')

    res.setHeader('X-Cache', 'MISS')
    const ticket = cache.begin(tags)
    const copyKey = copyKeyOf(req.baseUrl + req.path, search)
    const sendJson = res.json.bind(res)
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) {
        // The database failed under this read: its last good answer is better than an error.
        const copy = res.statusCode === 503 ? copies?.get(copyKey) : undefined
        if (copy) sendLastGoodCopy(res, req.method, copy)
        else sendJson(value)
        return res
      }
      const body = jsonBodyOf(value)
      if (enabled) cache.set(key, ticket, body)
      copies?.keep(copyKey, body.contentType, body.identity)
      sendCachedBody(req, res, body, 'MISS')
      return res
    }
    next()
  }
}
