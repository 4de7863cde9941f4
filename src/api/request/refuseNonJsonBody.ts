import type { RequestHandler } from 'express'

import { ApiError } from '../errors/apiError'
import { hasRequestBody } from '../../platform/http/hasRequestBody'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A write that carries a body in any type but `application/json` (text/plain, a form, no type)
 * is a 400: the JSON parser skips such bodies, and the route would otherwise act as if none was
 * sent — `PATCH /smtp-config/toggle-active` flipped the setting, restore and delete went ahead.
 */
export const refuseNonJsonBody: RequestHandler = (req, _res, next) => {
  if (!WRITES.has(req.method) || !hasRequestBody(req) || req.is('application/json')) return next()
  next(
    new ApiError(
      400,
      'validation_error',
      'The request body must be JSON, sent with Content-Type: application/json.',
      { body: 'Send a JSON object with Content-Type: application/json.' },
    ),
  )
}
