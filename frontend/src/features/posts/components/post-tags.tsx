import { Link } from 'react-router-dom'

import { writingWords } from '@/i18n/en/writing'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePaths } from '@/lib/page-language'
import { writingQuery } from '../utils/writing-filters'

/** A post's tags, each a link to the Writing page showing the posts with that tag. */
export const PostTags = ({ tags }: { tags: string[] }) => {
  const paths = usePaths()
  const { t } = useSiteWords(writingWords)
  if (tags.length === 0) return null
  return (
    <ul className="chip-list post-tags" aria-label={t('writing.tagsLabel')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            className="chip post-tags__link"
            to={`${paths.writing}${writingQuery({ tag })}`}
            data-testid="post-tag"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
