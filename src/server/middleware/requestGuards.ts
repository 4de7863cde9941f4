import type {
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http'

import type { RequestHandler } from 'express'

import { env, siteUrl } from '../../platform/config/env'
import { CACHING } from '../../platform/http/cachePolicies'

// The plain guards every request passes before it is routed (src/server/createApp.ts lists them
// in order): a stopping server's Connection: close, no NUL in a URL, CORS, and no store of what
// the owner reads.

/**
 * While the server is stopping, every response carries `Connection: close`, so each client
 * finishes the request it has in flight and then opens a new connection elsewhere instead of
 * sending another request on a socket that is about to close.
 */
export const connectionCloseWhenStopping =
  (isStopping: () => boolean): RequestHandler =>
  (_req, res, next) => {
    if (isStopping()) res.setHeader('Connection', 'close')
    next()
  }

/**
 * Refuses any URL carrying a NUL character (`%00`): no route, file name or database text may
 * contain one, and PostgreSQL errors on it. API paths answer the contract's JSON envelope.
 */
export const refuseNulBytes: RequestHandler = (req, res, next) => {
  if (!/%00/.test(req.originalUrl)) return next()
  res.status(400).set('Cache-Control', CACHING.noStore)
  if (/^\/api(\/|$|\?)/i.test(req.originalUrl)) {
    res.json({
      error: {
        status: 400,
        code: 'bad_request',
        message: 'The URL must not contain a NUL character.',
      },
    })
  } else {
    res.type('text').send('Bad request: the URL must not contain a NUL character.')
  }
}

/**
 * The origins allowed to call the API from a browser: the origin of `SITE_URL` plus any listed
 * in `CORS_ORIGINS` (comma-separated). Same-origin calls need no CORS at all.
 */
export const allowedOrigins = ({
  SITE_URL = siteUrl(),
  CORS_ORIGINS = env.CORS_ORIGINS,
}: { SITE_URL?: string; CORS_ORIGINS?: string } = {}): string[] => {
  const origins = new Set<string>()
  for (const value of [SITE_URL, ...(CORS_ORIGINS ?? '').split(',')]) {
    try {
      const url = new URL(value.trim())
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin)
    } catch {
      // not a URL: ignored
    }
  }
  return [...origins]
}

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Request-Id'

/**
 * CORS for the public contract: only the configured site origins get `Access-Control-Allow-*`
 * headers (credentials are Bearer tokens, so no `Allow-Credentials`); any other origin gets
 * none, and its preflight a bare 204 the browser then refuses.
 */
export const siteCors = (origins: string[] = allowedOrigins()): RequestHandler => {
  const allowed = new Set(origins)
  return (req, res, next) => {
    const origin = req.get('origin')
    res.vary('Origin')
    const permitted = Boolean(origin && allowed.has(origin))
    if (permitted) {
      res.setHeader('Access-Control-Allow-Origin', origin!)
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id, Retry-After')
    }
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      if (permitted) {
        res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        res.setHeader('Access-Control-Max-Age', '600')
      }
      res.status(204).end()
      return
    }
    next()
  }
}

/** Whether a request carries the owner's credentials: a token header or the session cookie. */
const carriesCredentials = (req: IncomingMessage, cookieName: string): boolean =>
  Boolean(req.headers.authorization) ||
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${cookieName}=`))

/** `headers` of a writeHead call without any Cache-Control, which this answer may not choose. */
const withoutCacheControl = (
  headers: OutgoingHttpHeaders | OutgoingHttpHeader[],
): OutgoingHttpHeaders | OutgoingHttpHeader[] => {
  if (!Array.isArray(headers))
    return Object.fromEntries(
      Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'),
    )
  // The flat form: name, value, name, value…
  const kept: OutgoingHttpHeader[] = []
  for (let index = 0; index + 1 < headers.length; index += 2)
    if (String(headers[index]).toLowerCase() !== 'cache-control')
      kept.push(headers[index]!, headers[index + 1]!)
  return kept
}

/** Makes every answer to this request go out with `Cache-Control: value`, whatever set another. */
const forceCacheControl = (res: ServerResponse, value: string): void => {
  const writeHead = res.writeHead
  res.writeHead = function cacheControlWriteHead(this: typeof res, ...args: unknown[]) {
    this.setHeader('Cache-Control', value)
    const last = args.at(-1)
    if (last && typeof last === 'object')
      args[args.length - 1] = withoutCacheControl(last as OutgoingHttpHeaders)
    return (writeHead as (...rest: unknown[]) => typeof res).apply(this, args)
  } as typeof res.writeHead
}

/**
 * Every answer to a signed-in request under /api and /cms-api is `private, no-store`, whatever
 * its handler (Payload's and Next's included) said: nobody keeps what only the owner may read.
 */
export const privateWhenSignedIn =
  (cookieName: string): RequestHandler =>
  (req, res, next) => {
    if (carriesCredentials(req, cookieName)) forceCacheControl(res, CACHING.private)
    next()
  }

/** `Cache-Control: no-store` on the answer, whatever its handler said (a login's token). */
export const noStore: RequestHandler = (_req, res, next) => {
  forceCacheControl(res, CACHING.noStore)
  next()
}
