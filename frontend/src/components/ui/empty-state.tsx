import type { ReactNode } from 'react'

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
