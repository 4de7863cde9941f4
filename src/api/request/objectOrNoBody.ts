import type { RequestHandler } from 'express'

import { ApiError } from '../errors/apiError'

/**
 * For the writes that take no input (delete, restore, mark read): no body, an empty one or a
 * JSON object, whose fields are ignored like unknown fields elsewhere. A JSON array is a 400
 * (non-JSON bodies are refused earlier, by `parseJsonBody`).
 */
export const objectOrNoBody: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body
  if (body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body))) {
    return next()
  }
  next(
    new ApiError(400, 'validation_error', 'This call takes no body: send none, or a JSON object.', {
      body: 'Send no body, or a JSON object (its fields are ignored).',
    }),
  )
}
