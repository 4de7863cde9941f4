import type { Pool } from 'pg'

import { utcDay } from '../../audience/audienceEvent'
import { daysBetween, readStats } from '../../audience/readStats'
import type { ApiRoute } from '../apiRoute'
import { requireAdmin } from '../auth/requireAdmin'
import { ApiError } from '../errors/apiError'
import { parseInput } from '../request/parseInput'
import { acceptEvent } from './acceptEvent'
import { statsQuerySchema } from './audienceSchemas'

/** The longest range of days one stats read covers. */
const MAX_DAYS = 400

/** `from`/`to` of a stats read, checked (400 naming the field) with their defaults. */
const statsRange = (query: unknown): { from: string; to: string } => {
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

/** `POST /events` (the site's beacon, public) and `GET /stats` (the owner's figures). */
export const audienceRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/events',
    tag: 'Audience',
    summary: 'Count a page view or an action (public; the site’s beacon)',
    description:
      'No cookie and no stored address or user agent: a visitor is a hash of a daily secret ' +
      '(deleted after its day), the address and the user agent. Crawlers, headless browsers, ' +
      'prefetches and the signed-in owner are answered 202 and not counted. Written in batches ' +
      'within about a second; kept in memory while the database is down.',
    body: 'AudienceEventInput',
    success: { status: 202, description: 'Accepted (or deliberately not counted); no body.' },
    errors: [429],
    worksWithoutDatabase: true,
    handlers: (payload) => [
      (req, res) => {
        acceptEvent(payload, { ip: req.ip ?? '', headers: req.headers }, req.body)
        res.status(202).set('Cache-Control', 'no-store').end()
      },
    ],
  },
  {
    method: 'get',
    path: '/stats',
    tag: 'Audience',
    admin: true,
    summary: 'Audience figures of a range of days (the last 30 by default)',
    query: statsQuerySchema,
    success: { status: 200, schema: 'AudienceStatsResponse', description: 'The figures.' },
    handlers: (payload) => [
      requireAdmin,
      async (req, res) => {
        const range = statsRange(req.query)
        const pool = (payload.db as unknown as { pool: Pool }).pool
        res.set('Cache-Control', 'no-store').json({ data: await readStats(pool, range) })
      },
    ],
  },
]
