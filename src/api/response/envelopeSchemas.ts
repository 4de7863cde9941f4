import { z } from 'zod'

import type { ImageVariant, MediaDto, Pagination } from '../../shared/apiTypes'

/** Response shapes shared by every resource, for the OpenAPI document. */

const imageVariant: z.ZodType<ImageVariant> = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
})

/** Present when a focal point is stored: Payload stores the centre until the owner moves it. */
const focalPercent = z.number().min(0).max(100).optional()

export const mediaDtoSchema: z.ZodType<MediaDto> = z.object({
  id: z.number(),
  url: z.string().describe('Served by this server.'),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  mimeType: z.string().nullable(),
  focalX: focalPercent.describe(
    "The owner's focal point, percent from the left; covers are cropped around it.",
  ),
  focalY: focalPercent.describe("The owner's focal point, percent from the top."),
  sizes: z
    .object({
      thumbnail: imageVariant.optional(),
      card: imageVariant.optional(),
      cardLarge: imageVariant.optional(),
      social: imageVariant.optional(),
    })
    .describe('Renditions cropped to their size, around the focal point when one is set.'),
})

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
