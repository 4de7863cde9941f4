import { ClockIcon } from '@/components/ui/post-icons'
import { writingWords } from '@/i18n/en/writing'
import { useSiteWords } from '@/i18n/site-words-provider'

/** When a post came out (a date in the page's language) and how long it takes to read. */
export const PostMeta = ({
  publishedAt,
  readingMinutes,
  className = '',
}: {
  publishedAt: string | null
  readingMinutes: number
  className?: string
}) => {
  const { t, formatDate } = useSiteWords(writingWords)
  return (
    <p className={`post-meta ${className}`}>
      {publishedAt ? (
        <time className="post-meta__date" dateTime={publishedAt}>
          {formatDate(publishedAt)}
        </time>
      ) : null}
      <span className="post-meta__reading">
        <ClockIcon />
        {t('writing.readingTime', { count: Math.max(1, readingMinutes) })}
      </span>
    </p>
  )
}
