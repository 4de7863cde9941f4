import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { siteText } from '@/lib/site-text'

/** A page's closing call to action, from its Site texts (those shown untranslated named). */
export type CtaTexts = {
  ctaTitle: string
  ctaText: string
  ctaButton: string
  untranslated?: Record<string, string>
}

type CallToActionProps = { texts: CtaTexts; headingId: string; to: string; icon: ReactNode }

/** A glowing closing panel with a heading, a sentence and its button, a link to `to`. */
export const CallToAction = ({ texts, headingId, to, icon }: CallToActionProps) => (
  <section className="section" aria-labelledby={headingId}>
    <div className="glass cta">
      <h2 id={headingId} className="cta__title">
        {siteText(texts, 'ctaTitle')}
      </h2>
      <p className="cta__text">{siteText(texts, 'ctaText')}</p>
      <div className="btn-row">
        <Link className="btn btn--primary" to={to}>
          {icon}
          {siteText(texts, 'ctaButton')}
        </Link>
      </div>
    </div>
  </section>
)
