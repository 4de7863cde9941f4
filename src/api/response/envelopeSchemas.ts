import { z } from 'zod'

import type { Pagination } from '../../shared/apiTypes'

/** Response shapes shared by every resource, for the OpenAPI document. */

export const paginationSchema: z.ZodType<Pagination> = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
})

export const errorBodySchema = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string().describe('Stable machine-readable code, e.g. validation_error, duplicate.'),
    message: z.string(),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('Per-field messages (400, 409), keyed by field path.'),
  }),
})

/** `{ data: [...], pagination }`. */
export const listEnvelope = (item: z.ZodType) =>
  z.object({ data: z.array(item), pagination: paginationSchema })

/** `{ data: {...} }`. */
export const itemEnvelope = (item: z.ZodType) => z.object({ data: item })
