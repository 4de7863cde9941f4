import type { MediaDto } from './apiTypes'

/**
 * Spec section 2: an image value is a URL only when it starts with data:, /, http:// or https://;
 * anything else (an emoji, a word) is shown as text.
 */
export const isImageUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^(data:|\/|http:\/\/|https:\/\/)/i.test(value.trim())

/**
 * The uploaded image behind an image value, when it is that upload's own address: only then do
 * its renditions (srcset) and intrinsic size describe the picture shown.
 */
export const usableMedia = (value: string, media: MediaDto | null | undefined): MediaDto | null =>
  media && media.url === value ? media : null

/** The upload's renditions and original as `srcset` candidates by width; none when there is one size. */
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
