import { Link } from 'react-router-dom'

import { ArrowRightIcon } from '@/components/ui/icons'
import { SectionHeader } from '@/components/ui/section-header'
import { writingWords } from '@/i18n/en/writing'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePaths } from '@/lib/page-language'
import { useLatestPosts } from '../api/get-posts'
import { PostCard, PostCardSkeleton } from './post-card'
import './latest-posts.css'

/** Home's three newest posts and a link to the rest; nothing once loaded with none to show. */
export const LatestPosts = ({ placeholderDone }: { placeholderDone: boolean }) => {
  const paths = usePaths()
  const { t } = useSiteWords(writingWords)
  const query = useLatestPosts()
  const loading = !placeholderDone || query.isPending
  const posts = query.data?.data ?? []
  if (!loading && posts.length === 0) return null
  return (
    <section className="section latest-posts" aria-labelledby="latest-posts-title">
      <SectionHeader
        id="latest-posts-title"
        eyebrow={t('writing.latestEyebrow')}
        title={t('writing.latestTitle')}
        lead={t('writing.latestLead')}
      />
      <ul className="latest-posts__list" aria-busy={loading}>
        {loading
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <PostCardSkeleton />
              </li>
            ))
          : posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
      </ul>
      <div className="latest-posts__more">
        <Link className="btn btn--ghost" to={paths.writing}>
          {t('writing.seeAllPosts')}
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  )
}
