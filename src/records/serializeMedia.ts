import { z } from 'zod'

import type { ImageVariant, MediaDto } from '../shared/apiTypes'
import type { Media } from '../shared/payload-types'

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

const SIZE_NAMES = ['thumbnail', 'card', 'cardLarge', 'social'] as const

/** The fields of a media document the contract needs (for `select`/`populate`). */
export const MEDIA_SELECT = {
  alt: true,
  url: true,
  filename: true,
  width: true,
  height: true,
  mimeType: true,
  focalX: true,
  focalY: true,
  sizes: true,
} as const

const isPercent = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100

/** A populated upload as a `MediaDto`; an id (not populated or not visible) gives null. */
export const serializeMedia = (value: number | Media | null | undefined): MediaDto | null => {
  if (!value || typeof value !== 'object' || !value.url) return null
  const sizes: MediaDto['sizes'] = {}
  for (const name of SIZE_NAMES) {
    const size = value.sizes?.[name]
    if (size?.url && size.width && size.height) {
      sizes[name] = { url: size.url, width: size.width, height: size.height } satisfies ImageVariant
    }
  }
  const { focalX, focalY } = value
  const focal = isPercent(focalX) && isPercent(focalY) ? { focalX, focalY } : {}
  return {
    id: value.id,
    url: value.url,
    alt: value.alt ?? '',
    width: value.width ?? null,
    height: value.height ?? null,
    mimeType: value.mimeType ?? null,
    ...focal,
    sizes,
  }
}

/** An upload column as a DTO field: the media with its renditions, null when none. */
export const mediaField = <Column extends string>(column: Column) => ({
  schema: mediaDtoSchema.nullable(),
  from: [column],
  value: (doc: Partial<Record<Column, number | Media | null>>) => serializeMedia(doc[column]),
})
