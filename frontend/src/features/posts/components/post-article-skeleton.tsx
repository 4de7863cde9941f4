import { PageSkeleton, Skeleton, SkeletonLines } from '@/components/ui/skeleton'
import { postWords } from '@/i18n/en/post'
import { useSiteWords } from '@/i18n/site-words-provider'
import './post-article.css'

/** A post's placeholder: back link, date line, title, excerpt and the first paragraphs. */
export const PostArticleSkeleton = () => {
  const { t } = useSiteWords(postWords)
  return (
    <PageSkeleton className="post" testId="post-skeleton" label={t('post.loading')} backGap={28}>
      <div className="post__header">
        <Skeleton style={{ width: 200, height: 18 }} />
        <Skeleton style={{ width: '85%', height: 52 }} />
        <Skeleton style={{ width: '70%', height: 24 }} />
      </div>
      <SkeletonLines className="post__body" widths={['100%', '96%', '90%', '100%', '94%', '60%']} />
    </PageSkeleton>
  )
}
