import type { ErrorRequestHandler } from 'express'

import { toApiError } from './toApiError'

/**
 * The last handler under /api: any error → `{ error: { status, code, message, fields? } }`
 * with its status. Never a stack trace or an HTML page; 5xx causes are logged, not sent.
 */
export const sendApiError: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError = toApiError(error)
  if (apiError.status >= 500) console.error(`[api] ${req.method} ${req.originalUrl} failed:`, error)
  if (res.headersSent) return
  res
    .status(apiError.status)
    .set('Cache-Control', 'no-store')
    .json({
      error: {
        status: apiError.status,
        code: apiError.code,
        message: apiError.message,
        ...(apiError.fields ? { fields: apiError.fields } : {}),
      },
    })
}
