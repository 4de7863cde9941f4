import { Skeleton } from '@/components/ui/skeleton'
import { postWords } from '@/i18n/en/post'
import { useSiteWords } from '@/i18n/site-words-provider'
import './post-article.css'

/** A post's placeholder: back link, date line, title, excerpt and the first paragraphs. */
export const PostArticleSkeleton = () => {
  const { t } = useSiteWords(postWords)
  return (
    <div className="post" data-testid="post-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('post.loading')}</span>
      <Skeleton style={{ width: 170, height: 40, borderRadius: 999, marginBottom: 28 }} />
      <div className="post__header">
        <Skeleton style={{ width: 200, height: 18 }} />
        <Skeleton style={{ width: '85%', height: 52 }} />
        <Skeleton style={{ width: '70%', height: 24 }} />
      </div>
      <div className="post__body">
        {['100%', '96%', '90%', '100%', '94%', '60%'].map((width, index) => (
          <Skeleton key={index} className="skeleton-text" style={{ width }} />
        ))}
      </div>
    </div>
  )
}
