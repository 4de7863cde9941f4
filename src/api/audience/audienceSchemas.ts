import { z } from 'zod'

import { BEACON_EVENT_TYPES } from '../../audience/audienceEvent'
import type { AudienceStats } from '../../audience/readStats'
import { withoutNul } from '../../records/fieldSchemas'

const httpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Strict: an unknown field is a 400. Of `path`'s query only utm_source and utm_campaign stay. */
export const audienceEventSchema = z
  .strictObject({
    type: z.enum(BEACON_EVENT_TYPES, { error: `One of ${BEACON_EVENT_TYPES.join(', ')}.` }),
    path: withoutNul(
      z.string({ error: 'Must be text.' }).max(512, { error: 'At most 512 characters.' }),
    )
      .regex(/^\/[^\s]*$/, { error: 'A path of this site, starting with /.' })
      .describe(
        'The page the event happened on, e.g. `/projects/2` (its query may carry `utm_source` and `utm_campaign`).',
      ),
    referrer: withoutNul(
      z.string({ error: 'Must be text.' }).max(2048, { error: 'At most 2048 characters.' }),
    )
      .optional()
      .describe('Where the visitor came from (`document.referrer`), on the first page view.'),
    target: withoutNul(
      z.string({ error: 'Must be text.' }).max(512, { error: 'At most 512 characters.' }),
    )
      // The pattern is what the OpenAPI document can say; the parse is the real check.
      .regex(/^https?:\/\/\S+$/i, { error: 'An http(s) URL.' })
      .refine(httpUrl, { error: 'An http(s) URL.' })
      .optional()
      .describe('The link followed: required for `outbound`, not taken otherwise.'),
  })
  .superRefine((event, context) => {
    if (event.type === 'outbound' && !event.target)
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Required for an outbound click.',
      })
    if (event.type !== 'outbound' && event.target)
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Only an outbound click has a target.',
      })
  })

// The document's pattern; the real check (a day that exists) is `daysRange`'s.
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date, YYYY-MM-DD.' })

export const statsQuerySchema = z.object({
  from: isoDay.optional().describe('First day (UTC), YYYY-MM-DD; default: 29 days before `to`.'),
  to: isoDay.optional().describe('Last day (UTC), YYYY-MM-DD; default: today.'),
})

const count = z.number().int().nonnegative()

export const audienceStatsSchema: z.ZodType<AudienceStats> = z.object({
  visitors: count.describe('Daily unique visitors, summed over the days.'),
  pageviews: count,
  days: z.array(z.object({ date: z.string(), visitors: count, pageviews: count })),
  pages: z.array(z.object({ path: z.string(), pageviews: count, visitors: count })),
  referrers: z.array(
    z.object({
      source: z
        .string()
        .describe(
          "A site (search engines, LinkedIn, GitHub…) or a campaign's `utm_source`, with ` · campaign`.",
        ),
      visitors: count,
    }),
  ),
  outbound: z.array(z.object({ target: z.string(), clicks: count })),
  resumeDownloads: count,
  callsBooked: count.describe('Clicks on the Contact page\'s "Book a call" (a goal).'),
  shareLinkOpens: z
    .array(z.object({ target: z.string(), opens: count }))
    .describe("Share links used to open a protected project, by the project's page."),
  inquiries: count,
  conversion: z.number().nonnegative().describe('Inquiries per 100 visitors.'),
})
