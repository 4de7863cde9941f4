import type { PostDto } from '@shared/apiTypes'
import { Link } from 'react-router-dom'

import { ImageOrEmoji } from '@/components/ui/image-or-emoji'
import { Skeleton, SkeletonChips, SkeletonLines } from '@/components/ui/skeleton'
import { usePaths } from '@/lib/page-language'
import { textLang } from '@/lib/text-language'
import { PostMeta } from './post-meta'
import { PostTags } from './post-tags'
import './post-card.css'

/** The width a card's cover takes: the column beside the text, or the whole card on a phone. */
const COVER_SIZES = '(min-width: 720px) 240px, 100vw'

/**
 * A post in a list: its cover when it has one, date and reading time, title (the link to it),
 * excerpt and tags (links to the posts with the same tag).
 */
export const PostCard = ({
  post,
  headingLevel = 3,
  eager = false,
}: {
  post: PostDto
  headingLevel?: 2 | 3
  /** Above the fold: load its cover at once. */
  eager?: boolean
}) => {
  const paths = usePaths()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const cover = post.image.trim()
  return (
    <article
      className={`glass card-hover post-card${cover ? ' post-card--cover' : ''}`}
      data-testid="post-card"
    >
      {cover ? (
        <div className="post-card__cover">
          {/* The title names the post: its cover is decoration here. */}
          <ImageOrEmoji
            value={cover}
            media={post.imageMedia}
            alt=""
            sizes={COVER_SIZES}
            eager={eager}
            className="post-card__picture"
          />
        </div>
      ) : null}
      <div className="post-card__body">
        <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        <Heading className="post-card__title" {...textLang(post, 'title')}>
          <Link to={paths.post(post.slug)} className="card-link post-card__link">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt.trim() ? (
          <p className="post-card__excerpt" {...textLang(post, 'excerpt')}>
            {post.excerpt}
          </p>
        ) : null}
        <PostTags tags={post.tags} />
      </div>
    </article>
  )
}

/** A post card's placeholder, the size of one without a cover. */
export const PostCardSkeleton = () => (
  <div className="glass post-card" data-testid="post-skeleton" aria-hidden="true">
    <div className="post-card__body">
      <Skeleton style={{ width: 180, height: 16 }} />
      <Skeleton style={{ width: '70%', height: 26 }} />
      <SkeletonLines widths={['100%', '82%']} />
      <SkeletonChips widths={[70, 86]} />
    </div>
  </div>
)
