import type { Pool } from 'pg'

import { readStats } from '../../audience/readStats'
import { adminRoute } from '../adminRoute'
import type { ApiRoute } from '../apiRoute'
import { acceptEvent } from './acceptEvent'
import { statsQuerySchema } from './audienceSchemas'
import { statsRange } from './statsRange'
import { CACHING } from '../../platform/http/cachePolicies'

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
        res.status(202).set('Cache-Control', CACHING.noStore).end()
      },
    ],
  },
  adminRoute({
    method: 'get',
    path: '/stats',
    tag: 'Audience',
    summary: 'Audience figures of a range of days (the last 30 by default)',
    query: statsQuerySchema,
    success: { status: 200, schema: 'AudienceStatsResponse', description: 'The figures.' },
    answer: async (payload, req) => {
      const range = statsRange(req.query)
      return readStats((payload.db as unknown as { pool: Pool }).pool, range)
    },
  }),
]
