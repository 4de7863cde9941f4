import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { ApiError } from './apiError'
import { authenticate } from './auth/authenticate'
import { parseJsonBody } from './http/parseJsonBody'
import { healthRoutes } from './routes/healthRoutes'
import { sendApiError } from './sendApiError'

/**
 * The public REST contract of spec section 7, mounted at `/api`, in order:
 * health (no body, no auth) → JSON body parsing (400 malformed, 413 too large) → Bearer token
 * → route groups → JSON 404 for any other path → the error envelope.
 */
export const createApiRouter = (payload: Payload): Router => {
  const router = express.Router()
  router.use(healthRoutes(payload))
  router.use(parseJsonBody())
  router.use(authenticate(payload))

  // Anything else under /api is an unknown path: JSON 404, never the SPA or an HTML page.
  router.use((req, _res, next) =>
    next(new ApiError(404, 'not_found', `No API route for ${req.method} ${req.baseUrl}${req.path}`)),
  )
  router.use(sendApiError)
  return router
}
