import type { MediaDto } from '@shared/apiTypes'

import type { CSSProperties } from 'react'

import { isImageUrl, srcSetOf, usableMedia } from '@shared/imageSource'

type ImageOrEmojiProps = {
  value: string
  /** The uploaded image behind `value`, for srcset and intrinsic size. */
  media?: MediaDto | null
  alt: string
  /** The `sizes` attribute matching the layout slot the image fills. */
  sizes?: string
  /** Above the fold: load at once with high priority instead of lazily. */
  eager?: boolean
  /**
   * `cover` fills the frame, cropped around the owner's focal point (covers, cards);
   * `contain` shows the whole picture at its own aspect ratio (gallery).
   */
  fit?: 'cover' | 'contain'
  className?: string
}

/** The focal point as `object-position`, so a cropped cover keeps what the owner chose. */
export const focalPosition = (media: MediaDto | null): CSSProperties | undefined =>
  media && typeof media.focalX === 'number' && typeof media.focalY === 'number'
    ? { objectPosition: `${media.focalX}% ${media.focalY}%` }
    : undefined

/**
 * A project picture: an <img> when the value is a URL (data:, /, http://, https://), otherwise
 * the emoji or text itself, drawn large.
 */
export const ImageOrEmoji = ({
  value,
  media,
  alt,
  sizes,
  eager = false,
  fit = 'cover',
  className = '',
}: ImageOrEmojiProps) => {
  if (isImageUrl(value)) {
    const usable = usableMedia(value, media)
    return (
      <img
        className={`visual-image${fit === 'contain' ? ' visual-image--contain' : ''} ${className}`}
        style={fit === 'cover' ? focalPosition(usable) : undefined}
        src={value}
        srcSet={usable ? srcSetOf(usable) : undefined}
        sizes={usable ? sizes : undefined}
        width={usable?.width ?? undefined}
        height={usable?.height ?? undefined}
        alt={usable?.alt || alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    )
  }
  // An empty alt marks the picture as decorative, as it does for <img>.
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true }
  return (
    <span className={`visual-emoji ${className}`} {...label}>
      {value || '💻'}
    </span>
  )
}
