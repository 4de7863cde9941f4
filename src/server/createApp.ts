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
import { proxyAdvice, watchForwardedHeaders } from './proxyDiagnosis'
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
import { countRequests, METRICS_PATH } from '../platform/metrics/requestMetrics'
import { provideProxyAdvice } from '../platform/metrics/proxyAdviceSource'
import { metricsRoute } from './metrics/metricsRoute'

const NEXT_PATHS = ['/admin', '/admin/{*rest}', '/cms-api/{*rest}', '/_next/{*rest}']

/** The whole HTTP surface in one ordered list, after the fast paths (ADR 0006). */
export const createApp = ({
  payload,
  nextHandler,
  isStopping = () => false,
}: {
  payload: Payload
  nextHandler: RequestHandler
  isStopping?: () => boolean
}): { app: Express; listener: RequestListener } => {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY))
  const monitor = databaseMonitorFor(payload)
  const cookieName = `${payload.config.cookiePrefix}-token`
  const trust = app.get('trust proxy fn')
  const clientAddress = clientAddressOf(trust)
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
  // Answered during an outage too: the outage is one of its figures.
  app.get(METRICS_PATH, metricsRoute(payload, monitor))
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
  const siteLanguages = cachedSiteLanguages(payload)
  app.use('/api', readLanguage(publicReadsOf(API_ROUTES), siteLanguages), sendApiError)
  app.use('/api', publicReads.readCache)
  // After the cache, whose bodies are already encoded: only fresh answers pay for compression.
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
  const fast = withFastPaths(app, { GET: publicReads.answer, POST: beacon.answer })
  const watchForwarded = watchForwardedHeaders({
    trust,
    setting: env.TRUST_PROXY,
    logger: payload.logger,
  })
  // For /metrics, the doctor and the admin (whose module graph has its own copy of that module).
  provideProxyAdvice(proxyAdvice)
  return {
    app,
    listener: countRequests((req, res) => {
      watchForwarded(req)
      fast(req, res)
    }),
  }
}
