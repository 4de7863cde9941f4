import type { ReactNode } from 'react'

/** One titled section of the project detail page, labelled by its own heading. */
export const DetailSection = ({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) => (
  <section className="detail-section" aria-labelledby={`${id}-title`}>
    <h2 id={`${id}-title`} className="detail-section__title">
      {title}
    </h2>
    {children}
  </section>
)
