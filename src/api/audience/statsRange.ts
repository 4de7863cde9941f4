import { daysRange } from '../../audience/daysRange'
import { ApiError } from '../errors/apiError'
import { parseInput } from '../request/parseInput'
import { statsQuerySchema } from './audienceSchemas'

/** `GET /stats`'s range of days (`daysRange`), or a 400 naming the field. */
export const statsRange = (query: unknown): { from: string; to: string } => {
  const range = daysRange(parseInput(statsQuerySchema, query, 'query'))
  if ('problem' in range)
    throw new ApiError(400, 'validation_error', 'The query string is invalid.', {
      [range.field]: range.problem,
    })
  return range
}
