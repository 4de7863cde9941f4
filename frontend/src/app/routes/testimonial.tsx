import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'

import { HomeIcon } from '@/components/ui/icons'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { useTestimonialInvitation } from '@/features/testimonials/api/testimonials-api'
import {
  type LinkRefusal,
  refusalOf,
  TestimonialForm,
} from '@/features/testimonials/components/testimonial-form'
import { testimonialWords } from '@/i18n/en/testimonial'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePaths } from '@/lib/page-language'

const REFUSAL_WORDS = {
  used: ['testimonial.usedTitle', 'testimonial.usedText'],
  expired: ['testimonial.expiredTitle', 'testimonial.expiredText'],
  unknown: ['testimonial.unknownTitle', 'testimonial.unknownText'],
} as const satisfies Record<LinkRefusal, readonly [string, string]>

/**
 * /testimonial/:token: the form a client's emailed link opens; a spent, expired or unknown link
 * shows why, never the form. Kept out of search results by the server (`noindex`).
 */
export const TestimonialRoute = () => {
  const { token = '' } = useParams()
  const paths = usePaths()
  const { t } = useSiteWords(testimonialWords)
  const invitation = useTestimonialInvitation(token)
  const [refusedLater, setRefusedLater] = useState<LinkRefusal | null>(null)
  const refusal =
    refusedLater ?? (invitation.isError ? (refusalOf(invitation.error) ?? 'unknown') : null)

  if (refusal) {
    const [title, text] = REFUSAL_WORDS[refusal]
    return (
      <div className="container page status-page">
        <div className="glass status-page__card" data-testid="testimonial-refused">
          <h1 className="title-lg">{t(title)}</h1>
          <p className="lead">{t(text)}</p>
          <Link className="btn btn--primary" to={paths.home}>
            <HomeIcon />
            {t('common.returnHome')}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="container page testimonial-page">
      <SectionHeader
        level={1}
        title={<span className="gradient-text">{t('testimonial.pageTitle')}</span>}
        lead={
          invitation.data
            ? t('testimonial.intro', { name: `\u2068${invitation.data.clientName}\u2069` })
            : undefined
        }
      />
      {invitation.data ? (
        <TestimonialForm token={token} invitation={invitation.data} onRefused={setRefusedLater} />
      ) : (
        <div className="glass site-form" role="status" aria-label={t('testimonial.loading')}>
          <Skeleton style={{ height: 44 }} />
          <Skeleton style={{ height: 44 }} />
          <Skeleton style={{ height: 160 }} />
        </div>
      )}
    </div>
  )
}
