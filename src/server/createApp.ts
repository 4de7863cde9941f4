import type { RequestListener } from 'node:http'

import compression from 'compression'
import express, { type Express, type RequestHandler } from 'express'
import type { Payload } from 'payload'

import { callsPastDatabaseGate, publicReadsOf } from '../api/apiRoute'
import { sendApiError } from '../api/errors/sendApiError'
import { cachedSiteLanguages, readLanguage } from '../api/languages/readLanguage'
import { API_ROUTES } from '../api/apiRoutes'
import { createApiRouter } from '../api/createApiRouter'
import { databaseMonitorFor } from '../platform/db/databaseMonitor'
import { unavailable } from '../platform/publicReads/outage'
import { publicReadPath, withFastPaths } from '../platform/publicReads/publicReads'
import { SITE_DIST_DIR } from '../paths'
import { serveSite } from '../site/serveSite'
import { clientAddressOf } from './clientAddress'
import { EVENTS_PATH, fastEvents } from './fastEvents'
import { cmsBodyLimits } from '../cms/cmsBodyLimits'
import {
  connectionCloseWhenStopping,
  noStore,
  privateWhenSignedIn,
  refuseNulBytes,
  siteCors,
} from './middleware/requestGuards'
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
import { accessLoggerOf, requestLogger } from '../platform/logging/requestLogger'
import { passClientAddress } from './middleware/passClientAddress'
import { serverSecurityHeaders } from './middleware/securityHeaders'
import { trustProxySetting } from './middleware/trustProxySetting'
import { env } from '../platform/config/env'

/** Paths that belong to Next.js: the Payload admin, Payload's REST/GraphQL and Next's assets. */
const NEXT_PATHS = ['/admin', '/admin/{*rest}', '/cms-api/{*rest}', '/_next/{*rest}']

/**
 * The whole HTTP surface in one list, in order, after the fast paths (a public read or a beacon
 * the chain answered before, replayed before Express: src/platform/publicReads). Decision 0006.
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
  const cookieName = `${payload.config.cookiePrefix}-token`
  const clientAddress = clientAddressOf(app.get('trust proxy fn'))
  const publicReads = publicReadPath({
    reads: publicReadsOf(API_ROUTES),
    gateless: callsPastDatabaseGate(API_ROUTES),
    cookieName,
    logger: payload.logger,
    clientAddress,
    isStopping,
    monitor,
  })
  const beacon = fastEvents({
    payload,
    logger: accessLoggerOf(payload.logger),
    logRequests: env.LOG_REQUESTS,
    usable: () => !isStopping(),
    clientAddress,
  })
  app.post(EVENTS_PATH, beacon.learn)
  app.use(requestLogger(payload.logger))
  app.use(serverSecurityHeaders())
  app.use(connectionCloseWhenStopping(isStopping))
  app.use(refuseNulBytes)
  app.use('/api', siteCors())
  app.use(['/api', '/cms-api'], privateWhenSignedIn(cookieName))
  // While the database is down: last good copies of public pages and reads.
  app.use(publicReads.whileDown)
  // A login's answer (a token, a cookie) is never stored, whatever the handler says.
  app.post(LOGIN_PATHS, noStore, loginRateLimit(payload))
  app.post(PASSWORD_RESET_PATH, passwordResetRateLimit(payload))
  app.post(PASSKEY_OPTIONS_PATH, passkeyOptionsRateLimit(payload))
  // While stopping, the health check tells load balancers to route elsewhere.
  app.get('/api/health', (_req, res, next) => {
    if (!isStopping()) return next()
    unavailable(res, 5).json({ status: 'degraded', database: 'up', stopping: true })
  })
  app.use('/api', publicReads.gate)
  // One read of the site's languages for the contract and the pages, dropped on every instance
  // when the owner changes them.
  const siteLanguages = cachedSiteLanguages(payload)
  app.use('/api', readLanguage(publicReadsOf(API_ROUTES), siteLanguages), sendApiError)
  app.use('/api', publicReads.readCache)
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
  app.use(
    serveSite(SITE_DIST_DIR, {
      payload,
      copies: publicReads.copies,
      isDatabaseDown: () => !monitor.isUp(),
      siteLanguages,
    }),
  )
  app.use(finalErrorHandler)
  return { app, listener: withFastPaths(app, { GET: publicReads.answer, POST: beacon.answer }) }
}
