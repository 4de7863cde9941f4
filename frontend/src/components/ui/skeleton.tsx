import type { CSSProperties } from 'react'

/** A shimmering placeholder block; sized by the caller so content replaces it without shifting. */
export const Skeleton = ({
  className = '',
  style,
}: {
  className?: string
  style?: CSSProperties
}) => <div className={`skeleton ${className}`} style={style} aria-hidden="true" />
