import { utcDay } from '../../audience/audienceEvent'
import { daysBetween } from '../../audience/readStats'
import { ApiError } from '../errors/apiError'
import { parseInput } from '../request/parseInput'
import { statsQuerySchema } from './audienceSchemas'

/** The longest range of days one stats read covers. */
const MAX_DAYS = 400

/**
 * `from`/`to` of a stats read (`GET /api/stats`, the dashboard's CSV), checked (400 naming the
 * field) with their defaults: the 30 days up to today (UTC).
 */
export const statsRange = (query: unknown): { from: string; to: string } => {
  const asked = parseInput(statsQuerySchema, query, 'query')
  const to = asked.to ?? utcDay(new Date())
  const from = asked.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000))
  if (from > to)
    throw new ApiError(400, 'validation_error', 'The query string is invalid.', {
      from: 'Must be on or before `to`.',
    })
  if (daysBetween(from, to).length > MAX_DAYS)
    throw new ApiError(400, 'validation_error', 'The query string is invalid.', {
      from: `At most ${MAX_DAYS} days from \`to\`.`,
    })
  return { from, to }
}

