import { Link } from 'react-router-dom'

import { FolderIcon, SparkIcon } from '@/components/ui/icons'
import { ClockIcon } from '@/components/ui/contact-icons'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { PLACEHOLDER_MS } from '@/config/constants'
import { ContactForm } from '@/features/inquiries/components/contact-form'
import { usePersonalInfo } from '@/features/personal-info/api/get-personal-info'
import {
  ContactDetails,
  ContactDetailsSkeleton,
} from '@/features/personal-info/components/contact-details'
import { ResumeLink } from '@/features/personal-info/components/resume-link'
import { useSiteTexts } from '@/features/site-texts/api/get-site-texts'
import { contactWords } from '@/i18n/en/contact'
import { useSiteWords } from '@/i18n/site-words-provider'
import { useElapsed } from '@/lib/use-elapsed'
import { usePaths } from '@/lib/page-language'
import { siteText } from '@/lib/site-text'
import { usePageMeta } from '../use-page-meta'
import './contact.css'

/** /contact — email, phone and location, availability, and the message form. */
export const ContactRoute = () => {
  const paths = usePaths()
  const { info, isPending } = usePersonalInfo()
  const { contact: texts } = useSiteTexts()
  const { t } = useSiteWords(contactWords)
  const ready = useElapsed(PLACEHOLDER_MS) && !isPending
  usePageMeta({ page: 'contact' })
  return (
    <div className="container page">
      <SectionHeader
        level={1}
        eyebrow={t('contact.eyebrow')}
        title={<span className="gradient-text">{siteText(texts, 'title')}</span>}
        lead={siteText(texts, 'lead')}
      />
      <div className="contact-layout">
        <div className="contact-layout__aside">
          {ready ? <ContactDetails info={info} /> : <ContactDetailsSkeleton />}
          {ready ? (
            <div className="glass contact-note">
              <div className="contact-note__row">
                <span className="contact-note__icon">
                  <ClockIcon />
                </span>
                <div>
                  <h2 className="contact-note__title">{siteText(texts, 'responseTitle')}</h2>
                  <p className="muted">{siteText(texts, 'responseText')}</p>
                </div>
              </div>
              <p className="status-pill contact-note__available">
                <span className="contact-note__dot" aria-hidden="true" />
                {siteText(texts, 'availability')}
              </p>
              <div className="btn-row">
                <Link className="btn btn--ghost btn--small" to={paths.projects}>
                  <FolderIcon />
                  {siteText(texts, 'workLink')}
                </Link>
                <Link className="btn btn--ghost btn--small" to={paths.skills}>
                  <SparkIcon />
                  {siteText(texts, 'skillsLink')}
                </Link>
                <ResumeLink url={info.resumeUrl} />
              </div>
            </div>
          ) : (
            <Skeleton className="contact-note__skeleton" />
          )}
        </div>
        <div className="contact-layout__form">
          {ready ? <ContactForm /> : <Skeleton className="contact-form__skeleton" />}
        </div>
      </div>
    </div>
  )
}
