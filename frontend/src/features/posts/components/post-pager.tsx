import { Link } from 'react-router-dom'

import { ArrowRightIcon } from '@/components/ui/icons'
import { ArrowLeftIcon } from '@/components/ui/project-icons'
import { writingWords } from '@/i18n/en/writing'
import { useSiteWords } from '@/i18n/site-words-provider'
import { pageRange } from '../utils/page-range'

/**
 * Links to the pages of a list: the previous and next page and the numbers around the current
 * one, each an address of its own (`href(page)`), so any page can be linked to and reloaded.
 */
export const PostPager = ({
  page,
  totalPages,
  href,
}: {
  page: number
  totalPages: number
  href: (page: number) => string
}) => {
  const { t, formatNumber } = useSiteWords(writingWords)
  if (totalPages < 2) return null
  return (
    <nav className="pager" aria-label={t('writing.pagesLabel')}>
      <ul className="pager__list">
        <li className="pager__step">
          {page > 1 ? (
            <Link className="btn btn--ghost btn--small" to={href(page - 1)} rel="prev">
              <ArrowLeftIcon />
              {t('writing.previousPage')}
            </Link>
          ) : null}
        </li>
        {pageRange(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pager__number"
                to={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('writing.page', { page: formatNumber(item) })}
              >
                {formatNumber(item)}
              </Link>
            </li>
          ),
        )}
        <li className="pager__step">
          {page < totalPages ? (
            <Link className="btn btn--ghost btn--small" to={href(page + 1)} rel="next">
              {t('writing.nextPage')}
              <ArrowRightIcon />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
