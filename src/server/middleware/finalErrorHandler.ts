import type { ErrorRequestHandler } from 'express'

import { safeErrorSummary } from '../../platform/logging/safeErrorSummary'
import { requestId } from '../../platform/logging/requestLogger'
import { CACHING } from '../../platform/http/cachePolicies'

/**
 * The last handler of the app (the contract has its own under /api): a thrown 4xx such as a
 * malformed percent-encoding in a page URL answers a short plain-text status, without the stack
 * trace express would print for it; a 5xx is logged as a redacted summary with the request id.
 */
export const finalErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const declared = Number(
    (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode,
  )
  const status = Number.isInteger(declared) && declared >= 400 && declared < 600 ? declared : 500
  if (status >= 500)
    console.error(
      `[http] ${requestId(req)} ${req.method} ${req.path} failed: ${safeErrorSummary(error)}`,
    )
  if (res.headersSent) {
    res.destroy()
    return
  }
  res
    .status(status)
    .set('Cache-Control', CACHING.noStore)
    .type('text')
    .send(status >= 500 ? 'Internal server error' : 'Bad request')
}
