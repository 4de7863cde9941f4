import compression from 'compression'
import express, { type Express, type RequestHandler } from 'express'
import type { Payload } from 'payload'

import { createApiRouter } from '../api/createApiRouter'
import { SITE_DIST_DIR } from '../paths'
import { serveSite } from '../site/serveSite'

/** Paths that belong to Next.js: the Payload admin, Payload's REST/GraphQL and Next's assets. */
export const NEXT_PATHS = ['/admin', '/admin/{*rest}', '/cms-api/{*rest}', '/_next/{*rest}']

/**
 * The whole HTTP surface in one readable list, in order:
 * compression → public REST contract (/api) → Next (admin, Payload REST) → public SPA.
 */
export const createApp = ({
  payload,
  nextHandler,
}: {
  payload: Payload
  nextHandler: RequestHandler
}): Express => {
  const app = express()
  app.disable('x-powered-by')
  app.use(compression())
  app.use('/api', createApiRouter(payload))
  app.all(NEXT_PATHS, nextHandler)
  app.use(serveSite(SITE_DIST_DIR, { payload }))
  return app
}
