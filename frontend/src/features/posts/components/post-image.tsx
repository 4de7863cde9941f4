import type { RichTextBlock } from '@shared/apiTypes'
import { isImageUrl, srcSetOf, usableMedia } from '@shared/imageSource'

type RichTextImageBlock = Extract<RichTextBlock, { type: 'image' }>

/** The column a picture in a post's body fills. */
const BODY_PICTURE_SIZES = '(min-width: 860px) 780px, calc(100vw - 40px)'

/**
 * A picture in a post's body, at its own aspect ratio, with the owner's alt text: an upload's
 * renditions as a srcset, so a phone downloads a phone-sized file. Anything not an image
 * address is left out.
 */
export const PostImage = ({ block }: { block: RichTextImageBlock }) => {
  if (!isImageUrl(block.url)) return null
  const media = usableMedia(block.url, block.media)
  return (
    <figure className="post-image">
      <img
        className="post-image__picture"
        src={block.url}
        srcSet={media ? srcSetOf(media) : undefined}
        sizes={media ? BODY_PICTURE_SIZES : undefined}
        width={block.width ?? media?.width ?? undefined}
        height={block.height ?? media?.height ?? undefined}
        alt={block.alt}
        loading="lazy"
        decoding="async"
      />
    </figure>
  )
}
