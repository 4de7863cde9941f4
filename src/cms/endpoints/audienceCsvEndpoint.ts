import type { Endpoint } from 'payload'
import type { Pool } from 'pg'

import { toCsv } from '../../../collections/Inquiries/toCsv'
import { daysRange } from '../../audience/daysRange'
import { readStats } from '../../audience/readStats'
import { refuseUnlessAdmin } from '../access/isAdmin'

/** `GET /cms-api/audience.csv`: the daily figures, for the dashboard's session cookie. */
export const audienceCsvEndpoint: Endpoint = {
  path: '/audience.csv',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req.user, 'Only an admin may export the audience figures.')
    if (refused) return refused
    const range = daysRange({ from: req.query?.from, to: req.query?.to })
    if ('problem' in range)
      return Response.json(
        { errors: [{ message: `${range.field}: ${range.problem}` }] },
        { status: 400 },
      )
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
}
