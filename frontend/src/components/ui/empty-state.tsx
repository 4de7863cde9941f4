import type { ReactNode } from 'react'

import { useSiteWords } from '@/i18n/site-words-provider'
import { SearchIcon } from './icons'

/** Shown in place of a list that has nothing to show, with ways out when there are any. */
export const EmptyState = ({
  title,
  text,
  children,
}: {
  title: string
  text: ReactNode
  children?: ReactNode
}) => (
  <div className="glass empty-state" role="status">
    <span className="empty-state__icon">
      <SearchIcon />
    </span>
    <h3 className="title-md">{title}</h3>
    <p className="muted">{text}</p>
    {children ? <div className="btn-row">{children}</div> : null}
  </div>
)

/** A search that found nothing: out of the search (with `onClear`), and back to every record. */
export const NoResults = ({
  title,
  text,
  onClear,
  viewAll,
  onViewAll,
}: {
  title: string
  text: string
  onClear?: () => void
  viewAll: string
  onViewAll: () => void
}) => {
  const { t } = useSiteWords()
  return (
    <EmptyState title={title} text={text}>
      {onClear ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={onClear}>
          {t('common.clearSearch')}
        </button>
      ) : null}
      <button type="button" className="btn btn--primary btn--small" onClick={onViewAll}>
        {viewAll}
      </button>
    </EmptyState>
  )
}
