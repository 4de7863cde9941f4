import type { Request, RequestHandler, Response } from 'express'

import { CACHING } from '../http/cachePolicies'
import { type ContentCoding, negotiateCoding } from '../http/negotiateCoding'
import { countCacheHit, countCacheMiss } from '../metrics/requestMetrics'
import { PREVIEW_TOKEN_HEADER } from '../preview/previewToken'
import { carriesProjectAccess } from '../projectAccess/accessTokens'
import { copyKeyOf, type LastGoodCopies, searchOf, sendLastGoodCopy } from './lastGoodCopies'
import {
  type CachedBody,
  cacheKeyOf,
  type CacheTag,
  encodeBody,
  jsonBodyOf,
  MIN_COMPRESSIBLE_BYTES,
  type ResponseCache,
} from './responseCache'

/** One anonymous read of the contract (a path under `/api`) and the content it is built from. */
export type PublicRead = { path: RegExp; tags: readonly CacheTag[] }

/** The tags of a cacheable public read, or null for any other path. */
export const tagsForPublicRead = (
  reads: readonly PublicRead[],
  path: string,
): readonly CacheTag[] | null => reads.find((read) => read.path.test(path))?.tags ?? null

/**
 * Whether the request could be someone's: a token, a preview token, a session cookie, or a
 * protected project's access cookie (its answer may be that project whole, for this visitor only).
 */
export const isCredentialed = (req: Request, cookieName: string): boolean =>
  req.headers.authorization !== undefined ||
  req.headers[PREVIEW_TOKEN_HEADER] !== undefined ||
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${cookieName}=`)) ||
  carriesProjectAccess(req.headers.cookie)

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

/** `X-Cache`: from the cache, a fresh read, or no cache at all (credentialed). */
type CacheStatus = 'HIT' | 'MISS' | 'BYPASS'

/** Sends a body in the best coding the client takes with its strong ETag; 304 if `revalidate` matches. */
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
  res.setHeader('Cache-Control', CACHING.publicRead)
  res.setHeader('CDN-Cache-Control', CACHING.cdnRead)
  sendTaggedBody(req, res, body, { revalidate: true })
}

/**
 * Serves the contract's anonymous public reads (`reads`, mounted at `/api` before the routes)
 * from `cache`. A miss runs the route, and its 200 JSON answer is kept in one step: in the cache,
 * as its last good copy (`copies`), and sent; a 503 is answered from that copy when there is one.
 * A hit is sent and handed to `learn` (the fast path). A credentialed request bypasses the cache
 * both ways and is private, yet its 200 carries the ETag an anonymous read of that body gets.
 * `enabled: false` stores nothing; the headers stay the same.
 */
export const publicReadCache = (
  cache: ResponseCache,
  {
    reads,
    enabled = true,
    cookieName = 'payload-token',
    copies,
    learn,
  }: {
    reads: readonly PublicRead[]
    enabled?: boolean
    cookieName?: string
    copies?: LastGoodCopies
    /** Told of every hit sent, with its key and body. */
    learn?: (req: Request, res: Response, key: string, body: CachedBody) => void
  },
): RequestHandler => {
  cache.serve(reads.flatMap((read) => read.tags))
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const tags = tagsForPublicRead(reads, req.path)
    if (!tags) return next()
    if (isCredentialed(req, cookieName)) {
      res.setHeader('X-Cache', 'BYPASS')
      res.setHeader('Cache-Control', CACHING.private)
      // Always in full: nothing may store a private answer, so nothing revalidates one.
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
    if (hit) {
      countCacheHit()
      sendCachedBody(req, res, hit, 'HIT')
      learn?.(req, res, key, hit)
      return
    }

    res.setHeader('X-Cache', 'MISS')
    countCacheMiss()
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
