import type { ReactNode } from 'react'

type SectionHeaderProps = {
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  /** Heading level: pages use 1 for their header, 2 for sections. */
  level?: 1 | 2
  align?: 'center' | 'start'
  id?: string
}

/** The eyebrow / title / lead trio every section opens with. */
export const SectionHeader = ({
  eyebrow,
  title,
  lead,
  level = 2,
  align = 'center',
  id,
}: SectionHeaderProps) => {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <header className={`section-header${align === 'start' ? ' section-header--start' : ''}`}>
      {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      <Heading id={id} className={level === 1 ? 'title-xl' : 'title-lg'}>
        {title}
      </Heading>
      {lead ? <p className="lead">{lead}</p> : null}
    </header>
  )
}
