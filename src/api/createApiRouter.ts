import express, { type ErrorRequestHandler, type Router } from 'express'
import type { Payload } from 'payload'

import { ApiError } from './apiError'
import { healthRoutes } from './routes/healthRoutes'

/** The public REST contract of spec section 7, mounted at `/api`. */
export const createApiRouter = (payload: Payload): Router => {
  const router = express.Router()
  router.use(healthRoutes(payload))

  // Anything else under /api is an unknown path: JSON 404, never the SPA or an HTML page.
  router.use((req, _res, next) => next(new ApiError(404, 'not_found', `No API route for ${req.method} ${req.baseUrl}${req.path}`)))
  router.use(sendApiError)
  return router
}

/** Turns any thrown error into the contract's error envelope; never leaks a stack trace. */
const sendApiError: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.')
  if (apiError.status >= 500) console.error(`[api] ${req.method} ${req.originalUrl} failed:`, error)
  res.status(apiError.status).json({
    error: {
      status: apiError.status,
      code: apiError.code,
      message: apiError.message,
      ...(apiError.fields ? { fields: apiError.fields } : {}),
    },
  })
}
