import { Skeleton } from '@/components/ui/skeleton'
import { SectionHeader } from '@/components/ui/section-header'
import { useActiveEducation } from '@/features/education/api/get-education'
import { EducationTimeline } from '@/features/education/components/education-timeline'
import { useActiveExperiences } from '@/features/experiences/api/get-experiences'
import { ExperienceTimeline } from '@/features/experiences/components/experience-timeline'
import { useActiveInterests } from '@/features/interests/api/get-interests'
import { InterestsGrid } from '@/features/interests/components/interests-grid'
import { usePersonalInfo } from '@/features/personal-info/api/get-personal-info'
import { Avatar } from '@/features/personal-info/components/avatar'
import { ResumeLink } from '@/features/personal-info/components/resume-link'
import { SocialLinks } from '@/features/personal-info/components/social-links'
import { useSiteTexts } from '@/features/site-texts/api/get-site-texts'
import { aboutWords } from '@/i18n/en/about'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePageMeta } from '../use-page-meta'
import './about.css'
import { textLang } from '@/lib/text-language'
import { siteText } from '@/lib/site-text'

const ListSkeleton = ({ height }: { height: number }) => (
  <div className="about__loading" aria-hidden="true">
    <Skeleton style={{ height, borderRadius: 20 }} />
    <Skeleton style={{ height, borderRadius: 20 }} />
  </div>
)

/**
 * A section is shown while its list loads and when it has entries: a heading over nothing (the
 * owner has none, or the list could not be read) tells a visitor nothing.
 */
const hasEntries = (query: { data?: readonly unknown[]; isPending: boolean }): boolean =>
  query.isPending || (query.data?.length ?? 0) > 0

/** The avatar's displayed width: `--avatar-size` in about.css. */
const AVATAR_SIZES = '(min-width: 760px) 160px, 132px'

/** /about — who the owner is, the static stats, experience, education and interests. */
export const AboutRoute = () => {
  const { info } = usePersonalInfo()
  const experiences = useActiveExperiences()
  const education = useActiveEducation()
  const interests = useActiveInterests()
  const { about: texts } = useSiteTexts()
  const { t } = useSiteWords(aboutWords)
  const stats = [
    { value: siteText(texts, 'yearsValue'), label: siteText(texts, 'yearsLabel') },
    { value: siteText(texts, 'companiesValue'), label: siteText(texts, 'companiesLabel') },
    { value: siteText(texts, 'passionValue'), label: siteText(texts, 'passionLabel') },
  ]
  // The about text, else the bio, in paragraphs (blank lines between them); none when empty.
  const paragraphs = (info.about || info.bio)
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
  usePageMeta({ page: 'about' })
  return (
    <div className="container page about">
      <header className="glass about__header">
        <div className="about__avatar">
          <Avatar name={info.name} uploaded={info.avatar} sizes={AVATAR_SIZES} />
        </div>
        <div className="about__heading">
          <span className="eyebrow">{info.name}</span>
          <h1 className="title-xl gradient-text">{siteText(texts, 'title')}</h1>
          <p className="about__title" {...textLang(info, 'title')}>
            {info.title}
          </p>
          <SocialLinks info={info} />
          <ResumeLink url={info.resumeUrl} />
        </div>
      </header>

      <section className="glass about__intro" aria-label={t('about.introduction')}>
        {/* No introduction written yet: the stats alone, not an empty text block above them. */}
        {paragraphs.length > 0 && (
          <div className="about__text" {...textLang(info, 'about')}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
        <dl className="about__stats">
          {stats.map((stat, index) => (
            <div key={index} className="about__stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {hasEntries(experiences) ? (
        <section className="section" aria-labelledby="experience-title">
          <SectionHeader
            id="experience-title"
            eyebrow={t('about.careerEyebrow')}
            title={t('about.experienceTitle')}
            align="start"
          />
          {experiences.data ? (
            <ExperienceTimeline experiences={experiences.data} />
          ) : (
            <ListSkeleton height={230} />
          )}
        </section>
      ) : null}

      {hasEntries(education) ? (
        <section className="section" aria-labelledby="education-title">
          <SectionHeader
            id="education-title"
            eyebrow={t('about.learningEyebrow')}
            title={t('about.educationTitle')}
            align="start"
          />
          {education.data ? (
            <EducationTimeline education={education.data} />
          ) : (
            <ListSkeleton height={230} />
          )}
        </section>
      ) : null}

      {hasEntries(interests) ? (
        <section className="section" aria-labelledby="interests-title">
          <SectionHeader
            id="interests-title"
            eyebrow={t('about.interestsEyebrow')}
            title={siteText(texts, 'interestsTitle')}
            lead={siteText(texts, 'interestsLead')}
          />
          {interests.data ? (
            <InterestsGrid interests={interests.data} />
          ) : (
            <ListSkeleton height={180} />
          )}
        </section>
      ) : null}
    </div>
  )
}
