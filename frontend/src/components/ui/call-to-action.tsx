import type { ReactNode } from 'react'

import { siteText } from '@/lib/site-text'

/** A page's closing call to action, from its Site texts (those shown untranslated named). */
export type CtaTexts = {
  ctaTitle: string
  ctaText: string
  ctaButton: string
  untranslated?: Record<string, string>
}

type CallToActionProps = { texts: CtaTexts; children: ReactNode; headingId?: string }

/** A glowing closing panel with a heading, a sentence and its buttons. */
export const CallToAction = ({ texts, children, headingId }: CallToActionProps) => (
  <section className="section" aria-labelledby={headingId}>
    <div className="glass cta">
      <h2 id={headingId} className="cta__title">
        {siteText(texts, 'ctaTitle')}
      </h2>
      <p className="cta__text">{siteText(texts, 'ctaText')}</p>
      <div className="btn-row">{children}</div>
    </div>
  </section>
)
