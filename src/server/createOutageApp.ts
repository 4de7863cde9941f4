import type { RequestListener } from 'node:http'

import express from 'express'
import { MemoryStore } from 'express-rate-limit'
import type { Payload } from 'payload'

import { sendApiError } from '../api/errors/sendApiError'
import { healthCheck } from '../api/health/healthRoutes'
import { acceptInquiry } from '../api/inquiries/acceptInquiry'
import { inquiryRateLimit } from '../api/inquiries/inquiryRateLimit'
import { inquirySpool } from '../api/inquiries/inquirySpool'
import { parseJsonBody } from '../api/request/parseJsonBody'
import { env } from '../platform/config/env'
import { UNREACHED_DATABASE } from '../platform/db/databaseMonitor'
import { requestLogger } from '../platform/logging/requestLogger'
import { pagePreviewOf } from '../platform/preview/pagePreview'
import { lastGoodCopies } from '../platform/publicReads/lastGoodCopies'
import {
  databaseGate,
  lastGoodCopiesWhileDown,
  sendShellCopy,
  SHELL_PATH,
  unavailable,
} from '../platform/publicReads/outage'
import { SITE_DIST_DIR } from '../paths'
import { staticSiteFiles } from '../site/staticSiteFiles'
import { connectionCloseWhenStopping, refuseNulBytes, siteCors } from './middleware/requestGuards'
import { finalErrorHandler } from './middleware/finalErrorHandler'
import { serverSecurityHeaders } from './middleware/securityHeaders'
import { trustProxySetting } from './middleware/trustProxySetting'

const SITE_PAGES = /^\/(?!api\/|api$|admin|cms-api|_next)(?:[^.]*)$/

/** payload.config.ts keeps Payload's default `cookiePrefix`. */
const SESSION_COOKIE = 'payload-token'

/** Until the database is first reached: last good copies, the contact form (on disk), else 503. */
export const createOutageApp = ({
  logger,
  isStopping,
}: {
  logger: Payload['logger']
  isStopping: () => boolean
}): RequestListener => {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY))
  app.use(requestLogger(logger))
  app.use(serverSecurityHeaders())
  app.use(connectionCloseWhenStopping(isStopping))
  app.use(refuseNulBytes)
  app.use('/api', siteCors())
  const copies = lastGoodCopies(logger)
  app.use(
    lastGoodCopiesWhileDown(copies, {
      isDown: () => true,
      cookieName: SESSION_COOKIE,
    }),
  )
  app.get('/api/health', healthCheck(UNREACHED_DATABASE))
  app.post(
    '/api/inquiries',
    parseJsonBody(),
    // Counted in memory: the shared counts are in the database.
    inquiryRateLimit(new MemoryStore()),
    acceptInquiry({
      store: () => Promise.reject(new Error('The database has not been reached yet')),
      spool: inquirySpool(),
      databaseUp: () => false,
      suspectDatabase: () => {},
    }),
  )
  app.use('/api', databaseGate(UNREACHED_DATABASE), sendApiError)
  app.use(staticSiteFiles(SITE_DIST_DIR))
  app.get(SITE_PAGES, (req, res, next) => {
    const shell = copies.get(SHELL_PATH)
    if (!shell || pagePreviewOf(req).kind !== 'none') return next()
    sendShellCopy(res, req.method, shell)
  })
  app.use((_req, res) => {
    unavailable(res, 5)
      .type('text')
      .send(
        'This page is not available right now: the database cannot be reached. Please try again in a few seconds.',
      )
  })
  app.use(finalErrorHandler)
  return app
}
