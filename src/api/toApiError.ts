import { APIError, ValidationError } from 'payload'

import { ApiError } from './apiError'

type FieldError = { path?: string | null; message?: string }

/** The adapter's message for a unique-constraint violation (English, the only locale here). */
const UNIQUE_MESSAGE = /must be unique/i

const fieldsOf = (errors: FieldError[]): Record<string, string> => {
  const fields: Record<string, string> = {}
  for (const { path, message } of errors) fields[path || 'body'] ??= message ?? 'Invalid value.'
  return fields
}

/** Maps Payload's error statuses to the contract's codes; anything else is a 500. */
const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  423: 'locked',
  429: 'rate_limited',
}

/**
 * Any thrown value → the contract's `ApiError`:
 * - Payload `ValidationError` → 400 `validation_error` with per-field messages, or 409
 *   `duplicate` when a unique field (slug, username, email) clashes;
 * - Payload's `Forbidden` / `NotFound` / `UnauthorizedError` / other public `APIError`s keep
 *   their status; non-public errors and unknown throws become a generic 500.
 */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error
  if (error instanceof ValidationError) {
    const errors = ((error.data as { errors?: FieldError[] } | undefined)?.errors ?? []) as FieldError[]
    const duplicates = errors.filter((entry) => UNIQUE_MESSAGE.test(entry.message ?? ''))
    if (duplicates.length) {
      const fields = fieldsOf(duplicates.map(({ path }) => ({ path, message: `This ${path ?? 'value'} is already taken.` })))
      return new ApiError(409, 'duplicate', `A record with this ${Object.keys(fields).join(', ')} already exists.`, fields)
    }
    return new ApiError(400, 'validation_error', 'Some fields are invalid.', fieldsOf(errors))
  }
  if (error instanceof APIError && error.isPublic && CODES[error.status]) {
    return new ApiError(error.status, CODES[error.status]!, error.message)
  }
  // http-errors style throws from express middleware (status + expose) keep a safe 4xx.
  const http = error as { status?: unknown; expose?: unknown; message?: unknown }
  if (typeof http.status === 'number' && http.expose === true && CODES[http.status]) {
    return new ApiError(http.status, CODES[http.status]!, String(http.message ?? 'Bad request.'))
  }
  if (error instanceof APIError && (error.status === 403 || error.status === 404)) {
    return new ApiError(error.status, CODES[error.status]!, error.status === 403 ? 'You are not allowed to do this.' : 'Not found.')
  }
  return new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.')
}
