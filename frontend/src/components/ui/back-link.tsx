import { Link } from 'react-router-dom'

import { ArrowLeftIcon } from './project-icons'

/** "Back to …" at the top of a record's page. */
export const BackLink = ({
  to,
  label,
  className = '',
}: {
  to: string
  label: string
  className?: string
}) => (
  <Link className={`back-link ${className}`.trim()} to={to}>
    <ArrowLeftIcon />
    {label}
  </Link>
)
