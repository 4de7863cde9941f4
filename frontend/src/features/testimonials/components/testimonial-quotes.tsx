import type { TestimonialDto } from '@shared/apiTypes'
import { useRef } from 'react'

import { SectionHeader } from '@/components/ui/section-header'
import { testimonialWords } from '@/i18n/en/testimonial'
import { useSiteWords } from '@/i18n/site-words-provider'
import { initialsOf } from '@/lib/initials'
import { useHasBeenInView } from '@/lib/use-in-view'
import { useTestimonials } from '../api/testimonials-api'
import './testimonial-quotes.css'

/** The smallest rendition that is still sharp at 56 px on a 3× screen. */
const photoUrl = (photo: NonNullable<TestimonialDto['photo']>): string =>
  photo.sizes.thumbnail?.url ?? photo.url

/** First-strong isolation (as <bdi>) inside a sentence of the page's words: "CTO، Acme". */
const isolated = (text: string): string => `\u2068${text}\u2069`

/**
 * Approved testimonials as quotes (Home, or one project's page with `project`); nothing while
 * loading or when there are none. They sit below the fold, so they are read once their place
 * comes near the viewport, not beside the page's first reads. A client writes in any language:
 * each text takes its own direction (dir=auto), and names sit isolated (<bdi>) in the page's
 * sentence.
 */
export const TestimonialQuotes = ({ project }: { project?: number }) => {
  const { t } = useSiteWords(testimonialWords)
  const slot = useRef<HTMLDivElement>(null)
  const { data = [] } = useTestimonials(project, useHasBeenInView(slot, '300px'))
  if (data.length === 0)
    return <div ref={slot} className="testimonials__slot" data-testid="testimonials-slot" />
  const headingId = project ? 'project-testimonials-title' : 'testimonials-title'
  return (
    <section
      className="section testimonials"
      aria-labelledby={headingId}
      data-testid="testimonials"
    >
      <SectionHeader
        id={headingId}
        eyebrow={t('testimonial.eyebrow')}
        title={t('testimonial.title')}
      />
      <ul className="testimonials__list">
        {data.map((item) => (
          <li key={item.id}>
            <figure className="glass testimonial">
              <blockquote className="testimonial__text" dir="auto">
                <p>{item.text}</p>
              </blockquote>
              <figcaption className="testimonial__who">
                {item.photo ? (
                  <img
                    className="testimonial__photo"
                    src={photoUrl(item.photo)}
                    alt={t('testimonial.photoAlt', { name: item.name })}
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="testimonial__photo testimonial__initials" aria-hidden="true">
                    {initialsOf(item.name)}
                  </span>
                )}
                <span className="testimonial__names">
                  <bdi className="testimonial__name">{item.name}</bdi>
                  {item.role || item.company ? (
                    <span className="testimonial__role">
                      {item.role && item.company
                        ? t('testimonial.roleAtCompany', {
                            role: isolated(item.role),
                            company: isolated(item.company),
                          })
                        : isolated(item.role || item.company)}
                    </span>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
