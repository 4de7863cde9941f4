import type { Pool } from 'pg'

import { adminEndpoint, errorsAnswer } from './adminEndpoint'
import { toCsv } from '../../../collections/Inquiries/toCsv'
import { daysRange } from '../../audience/daysRange'
import { readStats } from '../../audience/readStats'

/** `GET /cms-api/audience.csv`: the daily figures, for the dashboard's session cookie. */
export const audienceCsvEndpoint = adminEndpoint('Only an admin may export the audience figures.', {
  path: '/audience.csv',
  method: 'get',
  handler: async (req) => {
    const range = daysRange({ from: req.query?.from, to: req.query?.to })
    if ('problem' in range) return errorsAnswer(400, `${range.field}: ${range.problem}`)
    const pool = (req.payload.db as unknown as { pool: Pool }).pool
    const { days } = await readStats(pool, range)
    const csv = toCsv(
      ['date', 'visitors', 'pageviews'],
      days.map((day) => [day.date, day.visitors, day.pageviews]),
    )
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audience-${range.from}-to-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})
