import { APIError, ValidationError } from 'payload'

import { isDuplicateSlugMessage } from '../../cms/fields/duplicateSlugMessage'
import { isDatabaseUnavailable } from '../../platform/db/isDatabaseUnavailable'
import { isInvalidDatabaseInput } from '../../platform/db/isInvalidDatabaseInput'
import { ApiError } from './apiError'

type FieldError = { path?: string | null; message?: string }

/** English, the only locale here. */
const UNIQUE_MESSAGE = /must be unique/i

const fieldsOf = (errors: FieldError[]): Record<string, string> => {
  const fields: Record<string, string> = {}
  for (const { path, message } of errors) fields[path || 'body'] ??= message ?? 'Invalid value.'
  return fields
}

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

/** Drizzle wraps the driver's error. */
const postgresError = (
  error: unknown,
): { code?: string; detail?: string; column?: string } | null => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate as never
    current = candidate.cause
  }
  return null
}

const fieldOfColumn = (column: string): string =>
  column.replace(/_id$/, '').replace(/_([a-z0-9])/g, (_m, char: string) => char.toUpperCase())

export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error
  // A refused/reset/timed-out database connection is an outage, not a bug: 503, retry later.
  if (isDatabaseUnavailable(error)) {
    return new ApiError(
      503,
      'database_unavailable',
      'The database is unavailable right now. Please try again in a few seconds.',
    )
  }
  if (error instanceof URIError)
    return new ApiError(400, 'bad_request', 'The URL is not validly percent-encoded.')
  if (isInvalidDatabaseInput(error)) {
    return new ApiError(
      400,
      'invalid_input',
      'The request contains a value that cannot be stored or searched (e.g. a NUL character).',
    )
  }
  const pg = postgresError(error)
  if (pg?.code === '23503') {
    const column = pg.detail?.match(/Key \(([^)]+)\)/)?.[1] ?? 'body'
    return new ApiError(400, 'validation_error', 'A referenced record does not exist.', {
      [fieldOfColumn(column)]: 'No record (e.g. uploaded image) with this id exists.',
    })
  }
  if (error instanceof ValidationError) {
    const errors = ((error.data as { errors?: FieldError[] } | undefined)?.errors ??
      []) as FieldError[]
    // The database's unique index, or the slug field's own check that names the holder.
    const duplicates = errors.filter(
      ({ message = '' }) => UNIQUE_MESSAGE.test(message) || isDuplicateSlugMessage(message),
    )
    if (duplicates.length) {
      const fields = fieldsOf(
        duplicates.map(({ path }) => ({
          path,
          message: `This ${path ?? 'value'} is already taken.`,
        })),
      )
      return new ApiError(
        409,
        'duplicate',
        `A record with this ${Object.keys(fields).join(', ')} already exists.`,
        fields,
      )
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
    return new ApiError(
      error.status,
      CODES[error.status]!,
      error.status === 403 ? 'You are not allowed to do this.' : 'Not found.',
    )
  }
  return new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.')
}
