import type { ImageVariant, MediaDto } from '../../shared/apiTypes'
import type { Media } from '../../shared/payload-types'

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

/**
 * A populated upload → `MediaDto` with the renditions sharp produced; an unpopulated id (depth 0
 * or an image the reader may not see) or a missing file gives null.
 */
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
