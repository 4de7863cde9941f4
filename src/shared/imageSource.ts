import type { MediaDto } from './apiTypes'

/** Spec section 2: a URL only when it starts with data:, /, http:// or https://; else text. */
export const isImageUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^(data:|\/|http:\/\/|https:\/\/)/i.test(value.trim())

export const usableMedia = (value: string, media: MediaDto | null | undefined): MediaDto | null =>
  media && media.url === value ? media : null

export const srcSetOf = (media: MediaDto): string | undefined => {
  // Not the social rendition: its 1.9:1 crop is for link previews and would lose the sides here.
  const { social: _social, ...renditions } = media.sizes
  const candidates = [
    ...Object.values(renditions),
    media.width ? { url: media.url, width: media.width } : null,
  ]
    .filter((item): item is { url: string; width: number } => Boolean(item?.url && item.width))
    .sort((a, b) => a.width - b.width)
  const unique = candidates.filter(
    (item, index) => candidates.findIndex((c) => c.width === item.width) === index,
  )
  return unique.length > 1
    ? unique.map((item) => `${item.url} ${item.width}w`).join(', ')
    : undefined
}
