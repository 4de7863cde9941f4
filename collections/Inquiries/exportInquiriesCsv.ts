import type { Where } from 'payload'

import { adminEndpoint } from '../../src/cms/endpoints/adminEndpoint'
import { toCsv } from './toCsv'

const COLUMNS = [
  'id',
  'timestamp',
  'name',
  'email',
  'subject',
  'message',
  'read',
  'spam',
  'notificationStatus',
  'notificationAttempts',
  'notificationError',
  'notifiedAt',
] as const

/**
 * `GET /cms-api/inquiries/export.csv`: every inquiry (or those matching the list view's
 * `where` filter, passed through) as a CSV download, newest first. Admins only.
 */
export const exportInquiriesCsv = adminEndpoint('Only an admin may export inquiries.', {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const where = (req.query?.where ?? undefined) as Where | undefined
    const { docs } = await req.payload.find({
      collection: 'inquiries',
      where,
      sort: '-timestamp',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const csv = toCsv(
      [...COLUMNS],
      docs.map((doc) => COLUMNS.map((column) => doc[column])),
    )
    const day = new Date().toISOString().slice(0, 10)
    // The BOM makes spreadsheet apps read the file as UTF-8 (names with accents stay intact).
    return new Response(`\uFEFF${csv}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="inquiries-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})
