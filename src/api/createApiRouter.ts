import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { API_ROUTES } from './apiRoutes'
import { methodsServedAt, mountRoutes } from './apiRoute'
import { authenticate } from './auth/authenticate'
import { ApiError } from './errors/apiError'
import { sendApiError } from './errors/sendApiError'
import { parseJsonBody } from './request/parseJsonBody'
import { smtpConfigGuard } from './smtp-config/smtpConfigRoutes'

/** Bare routes → body parsing → Bearer token → route table → 405 / JSON 404 → error envelope. */
export const createApiRouter = (payload: Payload): Router => {
  const router = express.Router()
  mountRoutes(
    router,
    payload,
    API_ROUTES.filter((route) => route.bare),
    API_ROUTES,
  )
  // A route may take a larger body (an imported file); no path has parameters there.
  router.use(
    parseJsonBody(
      Object.fromEntries(
        API_ROUTES.flatMap((route) => (route.maxBody ? [[route.path, route.maxBody]] : [])),
      ),
    ),
  )
  router.use(authenticate(payload))
  router.use('/smtp-config', ...smtpConfigGuard)
  mountRoutes(
    router,
    payload,
    API_ROUTES.filter((route) => !route.bare),
    API_ROUTES,
  )

  // Never the SPA or an HTML page.
  router.use((req, res, next) => {
    const allowed = methodsServedAt(API_ROUTES, req.path)
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      res.setHeader('Allow', allowed.join(', '))
      return next(
        new ApiError(
          405,
          'method_not_allowed',
          `${req.baseUrl}${req.path} does not take ${req.method}; it allows ${allowed.join(', ')}.`,
        ),
      )
    }
    next(new ApiError(404, 'not_found', `No API route for ${req.method} ${req.baseUrl}${req.path}`))
  })
  router.use(sendApiError)
  return router
}
