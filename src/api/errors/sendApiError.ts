import type { ErrorRequestHandler } from 'express'

import { requestId } from '../../platform/logging/requestLogger'
import { safeErrorSummary } from '../../platform/logging/safeErrorSummary'
import type { ApiError } from './apiError'
import { toApiError } from './toApiError'
import { CACHING } from '../../platform/http/cachePolicies'

export const errorEnvelope = (apiError: ApiError) => ({
  error: {
    status: apiError.status,
    code: apiError.code,
    message: apiError.message,
    ...(apiError.fields ? { fields: apiError.fields } : {}),
  },
})

/** Never a stack trace or an HTML page; 5xx causes are logged, not sent. */
export const sendApiError: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError = toApiError(error)
  // Logged as a redacted summary: a failed statement's parameters can hold secrets.
  const where = `[api] ${requestId(req)} ${req.method} ${req.baseUrl}${req.path} failed:`
  if (apiError.status === 503)
    console.warn(`${where} ${safeErrorSummary(error, { stack: false }).split('\n')[0]}`)
  else if (apiError.status >= 500) console.error(`${where} ${safeErrorSummary(error)}`)
  if (res.headersSent) return
  if (apiError.retryAfterSeconds !== undefined)
    res.set('Retry-After', String(apiError.retryAfterSeconds))
  res.status(apiError.status).set('Cache-Control', CACHING.noStore).json(errorEnvelope(apiError))
}
