import type { ReactNode } from 'react'

type CallToActionProps = { title: string; text: ReactNode; children: ReactNode; headingId?: string }

/** A glowing closing panel with a heading, a sentence and its buttons. */
export const CallToAction = ({ title, text, children, headingId }: CallToActionProps) => (
  <section className="section" aria-labelledby={headingId}>
    <div className="glass cta">
      <h2 id={headingId} className="cta__title">
        {title}
      </h2>
      <p className="cta__text">{text}</p>
      <div className="btn-row">{children}</div>
    </div>
  </section>
)
