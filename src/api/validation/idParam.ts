import { z } from 'zod'

import { ApiError } from '../apiError'

/** A record id in a path: a positive integer. */
export const idParamSchema = z.coerce
  .number({ error: 'The id must be a positive whole number.' })
  .int({ error: 'The id must be a positive whole number.' })
  .positive({ error: 'The id must be a positive whole number.' })
  .max(Number.MAX_SAFE_INTEGER)

/**
 * Reads `:id` from the path. A malformed id cannot name any record, so it answers 404 like an
 * unknown one (the caller asked for something that does not exist).
 */
export const parseIdParam = (raw: string | string[] | undefined, what = 'record'): number => {
  const result = idParamSchema.safeParse(raw)
  if (!result.success) throw new ApiError(404, 'not_found', `No ${what} with id ${String(raw)}.`)
  return result.data
}
