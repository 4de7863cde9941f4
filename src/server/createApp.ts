import type { RequestListener } from 'node:http'

import compression from 'compression'
import express, { type Express, type RequestHandler } from 'express'
import type { Payload } from 'payload'

import { passesDatabaseGate, publicReadsOf } from '../api/apiRoute'
import { sendApiError } from '../api/errors/sendApiError'
import { cachedSiteLanguages } from '../api/languages/cachedSiteLanguages'
import { readLanguage } from '../api/languages/readLanguage'
import { API_ROUTES } from '../api/apiRoutes'
import { createApiRouter } from '../api/createApiRouter'
import { publicReadCache } from '../platform/cache/publicReadCache'
import { lastGoodCopies } from '../platform/cache/lastGoodCopies'
import { apiCacheEnabled, publicResponseCache } from '../platform/cache/responseCache'
import { databaseMonitorFor } from '../platform/db/databaseMonitor'
import { SITE_DIST_DIR } from '../paths'
import { serveSite } from '../site/serveSite'
import { clientAddressOf } from './clientAddress'
import { fastEvents } from './fastEvents'
import { fastPublicReads } from './fastPublicReads'
import { BENCH_BARE_PATH, benchBareRoute } from './middleware/benchBareRoute'
import { cmsBodyLimits } from '../cms/cmsBodyLimits'
import { connectionCloseWhenStopping } from './middleware/connectionCloseWhenStopping'
import { databaseGate } from './middleware/databaseGate'
import { lastGoodCopiesWhileDown } from './middleware/lastGoodCopiesWhileDown'
import { finalErrorHandler } from './middleware/finalErrorHandler'
import {
  LOGIN_PATHS,
  loginRateLimit,
  PASSKEY_OPTIONS_PATH,
  passkeyOptionsRateLimit,
  PASSWORD_RESET_PATH,
  passwordResetRateLimit,
} from './middleware/loginRateLimit'
import { refuseInvalidCmsText } from './middleware/refuseInvalidCmsText'
import { refuseNulBytes } from './middleware/refuseNulBytes'
import { accessLoggerOf, requestLogger } from '../platform/logging/requestLogger'
import { passClientAddress } from './middleware/passClientAddress'
import { noStore, privateWhenSignedIn } from './middleware/privateWhenSignedIn'
import { serverSecurityHeaders } from './middleware/securityHeaders'
import { siteCors } from './middleware/siteCors'
import { trustProxySetting } from './middleware/trustProxySetting'
import { env } from '../platform/config/env'

/** Paths that belong to Next.js: the Payload admin, Payload's REST/GraphQL and Next's assets. */
const NEXT_PATHS = ['/admin', '/admin/{*rest}', '/cms-api/{*rest}', '/_next/{*rest}']

/**
 * The whole HTTP surface in one readable list, in order (after src/server.ts made the request's
 * path canonical, src/platform/http/canonicalUrl.ts, and after the fast paths, which replay
 * what this chain answered before to identical anonymous public reads, src/server/fastPublicReads.ts,
 * and to the audience beacon, src/server/fastEvents.ts):
 * request id + log line (Payload's logger) → security headers (CSP by area, HSTS when deployed) →
 * `Connection: close` while stopping → 400 for NUL in the URL → CORS for the site's origins (/api) →
 * while the database is down, last good copies of public pages and reads (src/platform/cache/lastGoodCopies.ts) →
 * per-IP limits on logins, password resets and passkey sign-ins → fail fast while the database is down (/api) → cached anonymous public
 * reads (/api, src/platform/cache; already encoded) → compression → public REST contract (/api) → body caps for Payload's REST →
 * 400 for invalid text (bad UTF-8, lone surrogates) in its JSON writes → Next (admin, Payload REST) → public SPA.
 * See docs/decisions/0006-security-headers-and-limits.md.
 */
export const createApp = ({
  payload,
  nextHandler,
  isStopping = () => false,
}: {
  payload: Payload
  nextHandler: RequestHandler
  /** True once a graceful stop has begun (see src/server.ts). */
  isStopping?: () => boolean
}): { app: Express; listener: RequestListener } => {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY))
  const monitor = databaseMonitorFor(payload)
  const cache = publicResponseCache()
  const fastReads = fastPublicReads({
    cache,
    logger: accessLoggerOf(payload.logger),
    logRequests: env.LOG_REQUESTS,
    usable: () => !isStopping() && monitor.isUp(),
    clientAddress: clientAddressOf(app.get('trust proxy fn')),
  })
  const fastBeacon = fastEvents({
    payload,
    logger: accessLoggerOf(payload.logger),
    logRequests: env.LOG_REQUESTS,
    usable: () => !isStopping(),
    clientAddress: clientAddressOf(app.get('trust proxy fn')),
  })
  app.use(fastReads.learn)
  app.use(fastBeacon.learn)
  app.use(requestLogger(payload.logger))
  app.use(serverSecurityHeaders())
  app.use(connectionCloseWhenStopping(isStopping))
  app.use(refuseNulBytes)
  app.use('/api', siteCors())
  const copies = lastGoodCopies(payload.logger)
  const cookieName = `${payload.config.cookiePrefix}-token`
  app.use(['/api', '/cms-api'], privateWhenSignedIn(cookieName))
  const isDatabaseDown = () => !monitor.isUp()
  app.use(lastGoodCopiesWhileDown(copies, { isDown: isDatabaseDown, cookieName }))
  // A login's answer (a token, a cookie) is never stored, whatever the handler says.
  app.post(LOGIN_PATHS, noStore, loginRateLimit(payload))
  app.post(PASSWORD_RESET_PATH, passwordResetRateLimit(payload))
  app.post(PASSKEY_OPTIONS_PATH, passkeyOptionsRateLimit(payload))
  // While stopping, the health check tells load balancers to route elsewhere.
  app.get('/api/health', (_req, res, next) => {
    if (!isStopping()) return next()
    res
      .status(503)
      .set({ 'Retry-After': '5', 'Cache-Control': 'no-store' })
      .json({ status: 'degraded', database: 'up', stopping: true })
  })
  if (env.BENCH_BARE_ROUTE) app.get(BENCH_BARE_PATH, benchBareRoute)
  app.use('/api', databaseGate(monitor, { skip: passesDatabaseGate(API_ROUTES) }))
  // One read of the site's languages for the contract and the pages, dropped on every instance
  // when the owner changes them.
  const siteLanguages = cachedSiteLanguages(payload)
  app.use('/api', readLanguage(publicReadsOf(API_ROUTES), siteLanguages), sendApiError)
  app.use(
    '/api',
    publicReadCache(cache, {
      reads: publicReadsOf(API_ROUTES),
      enabled: apiCacheEnabled(),
      cookieName,
      copies,
    }),
  )
  // After the cache, which sends its bodies already encoded: compression's per-request wrapping
  // is then paid only by answers built now.
  app.use(compression())
  app.use('/api', createApiRouter(payload))
  app.use(
    '/cms-api',
    cmsBodyLimits({ maxUploadBytes: payload.config.upload.limits?.fileSize ?? 5 * 1024 * 1024 }),
  )
  app.use('/cms-api', refuseInvalidCmsText)
  // Payload's REST cannot see Express's req.ip: the second factor's per-address limit needs it.
  app.use('/cms-api', passClientAddress)
  app.all(NEXT_PATHS, nextHandler)
  // Next's development helpers (error overlay, fonts) under `npm run dev`.
  if (env.NODE_ENV !== 'production') app.all(/^\/__nextjs/, nextHandler)
  app.use(serveSite(SITE_DIST_DIR, { payload, copies, isDatabaseDown, siteLanguages }))
  app.use(finalErrorHandler)
  return {
    app,
    listener: (req, res) => {
      if (!fastReads.answer(req, res) && !fastBeacon.answer(req, res)) app(req, res)
    },
  }
}
