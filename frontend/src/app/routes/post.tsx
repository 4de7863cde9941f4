import { useParams } from 'react-router-dom'

import { LoadFailedState } from '@/components/ui/load-failed-state'
import { PLACEHOLDER_MS } from '@/config/constants'
import { usePost } from '@/features/posts/api/get-post'
import { PostArticle } from '@/features/posts/components/post-article'
import { PostArticleSkeleton } from '@/features/posts/components/post-article-skeleton'
import { writingWords } from '@/i18n/en/writing'
import { useSiteWords } from '@/i18n/site-words-provider'
import { useElapsed } from '@/lib/use-elapsed'
import { LazyNotFoundRoute } from '../lazy-not-found'
import { usePageMeta } from '../use-page-meta'

/**
 * /writing/:slug — a published post, after the detail pages' 600 ms skeleton; the not-found page
 * when there is none by that slug (a draft, a deleted or a scheduled post included).
 */
export const PostRoute = () => {
  const { slug = '' } = useParams()
  // Slugs are stored composed (NFC): an address typed decomposed is the same post.
  const query = usePost(slug.normalize('NFC'))
  const placeholderDone = useElapsed(PLACEHOLDER_MS)
  const { t } = useSiteWords(writingWords)
  // The post's own head (title, description, card, BlogPosting) once it is known; a missing
  // post keeps the server's 404 head.
  usePageMeta(
    query.data
      ? { page: 'post', post: query.data }
      : query.data === null
        ? { page: 'notFound' }
        : null,
  )

  if (query.data === null) return <LazyNotFoundRoute />
  return (
    <div className="container page">
      {query.isError ? (
        <LoadFailedState
          title={t('writing.emptyTitle')}
          text={t('writing.loadFailedText')}
          retryLabel={t('writing.tryAgain')}
          onRetry={() => void query.refetch()}
        />
      ) : placeholderDone && query.data ? (
        <PostArticle post={query.data} />
      ) : (
        <PostArticleSkeleton />
      )}
    </div>
  )
}
