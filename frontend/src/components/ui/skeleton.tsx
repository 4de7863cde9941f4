import type { CSSProperties, ReactNode } from 'react'

/** A shimmering placeholder block; sized by the caller so content replaces it without shifting. */
export const Skeleton = ({
  className = '',
  style,
}: {
  className?: string
  style?: CSSProperties
}) => <div className={`skeleton ${className}`} style={style} aria-hidden="true" />

/** Lines of text as placeholders, one a width. */
export const SkeletonLines = ({ widths, className }: { widths: string[]; className?: string }) => (
  <div className={className}>
    {widths.map((width, index) => (
      <Skeleton key={index} className="skeleton-text" style={{ width }} />
    ))}
  </div>
)

/** Chips (tags, technologies) as placeholders, one a width. */
export const SkeletonChips = ({ widths }: { widths: number[] }) => (
  <div className="chip-list">
    {widths.map((width, index) => (
      <Skeleton key={index} style={{ width, height: 26 }} />
    ))}
  </div>
)

/** A record's page while it loads: said to screen readers, the back link's place kept. */
export const PageSkeleton = ({
  className,
  testId,
  label,
  backGap,
  children,
}: {
  className: string
  testId: string
  label: string
  /** The space under the back link, as the page has it. */
  backGap: number
  children: ReactNode
}) => (
  <div className={className} data-testid={testId} aria-busy="true">
    <span className="visually-hidden">{label}</span>
    <Skeleton style={{ width: 170, height: 40, borderRadius: 999, marginBottom: backGap }} />
    {children}
  </div>
)
