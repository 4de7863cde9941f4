import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { API_ROUTES } from './apiRoutes'
import { methodsServedAt, mountRoutes } from './apiRoute'
import { authenticate } from './auth/authenticate'
import { ApiError } from './errors/apiError'
import { sendApiError } from './errors/sendApiError'
import { parseJsonBody } from './request/parseJsonBody'
import { smtpConfigGuard } from './smtp-config/smtpConfigRoutes'

/**
 * The public REST contract of spec section 7, mounted at `/api`, in order:
 * health and the OpenAPI document (`bare`: no body, no auth) → JSON body parsing (400 for a
 * write body that is not JSON or malformed, 413 too large) → Bearer token → the route table
 * → 405 with `Allow` for a method a path does not serve, JSON 404 for any other → the error envelope.
 */
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

  // Anything else under /api is an unknown path: JSON 404, never the SPA or an HTML page.
  router.use((req, res, next) => {
    // A path the contract has, asked with a method it does not serve: 405 and what it allows.
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
