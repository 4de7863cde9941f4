import type { RequestHandler } from 'express'

import { env, siteUrl } from '../../platform/config/env'

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
