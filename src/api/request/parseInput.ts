import type { z } from 'zod'

import { ApiError } from '../errors/apiError'
import { issuesToFields } from './issuesToFields'

/** Where the checked value came from; named in the error message. */
type InputPart = 'body' | 'query' | 'params'

const MESSAGES: Record<InputPart, string> = {
  body: 'The request body is invalid.',
  query: 'The query string is invalid.',
  params: 'The path is invalid.',
}

/**
 * Validates a request part against a zod schema and returns the parsed (typed, stripped of
 * unknown keys) value, or throws a 400 `validation_error` with one message per field.
 */
export const parseInput = <Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  part: InputPart = 'body',
): z.output<Schema> => {
  // No body, or a JSON array: every body schema is an object, and zod's own message for this
  // ("expected object, received array") says less than this one.
  if (part === 'body' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new ApiError(400, 'validation_error', 'The request body must be a JSON object.', {
      body: 'Send a JSON object with Content-Type: application/json.',
    })
  }
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new ApiError(
    400,
    'validation_error',
    MESSAGES[part],
    issuesToFields(result.error.issues, part),
  )
}
