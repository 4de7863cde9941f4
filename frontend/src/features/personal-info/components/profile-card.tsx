import type { PersonalInfoDto } from '@shared/apiTypes'
import { Link } from 'react-router-dom'

import { ArrowRightIcon, MapPinIcon, UserIcon } from '@/components/ui/icons'
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton'
import { Avatar } from './avatar'
import { SocialLinks } from './social-links'
import { useSiteWords } from '@/i18n/site-words-provider'
import type { SiteWords } from '@/i18n/site-words'
import { usePaths } from '@/lib/page-language'
import './profile-card.css'
import { siteText } from '@/lib/site-text'
import { textLang } from '@/lib/text-language'

/** The avatar's displayed width: `--avatar-size` in profile-card.css. */
const AVATAR_SIZES = '(min-width: 900px) 220px, 160px'

/** Home's stats: project count, years and passion, from the personal-info record. */
const statsOf = (info: PersonalInfoDto, { t, formatNumber }: SiteWords) => [
  { value: `${formatNumber(info.stats.projectCount)}+`, label: t('home.statProjects') },
  { value: `${formatNumber(info.stats.yearsExperience)}+`, label: t('home.statYears') },
  {
    value: formatNumber(info.stats.passionLevel / 100, {
      style: 'percent',
      maximumFractionDigits: 2,
    }),
    label: t('home.statPassion'),
  },
]

/** The hero's fixed texts, from the owner's site texts (Home tab). */
type ProfileCardTexts = {
  availability: string
  greeting: string
  aboutButton: string
  workButton: string
  /** The texts shown in another language than the page's: name → that language. */
  untranslated?: Record<string, string>
}

/** The home hero: who the owner is, three stats, social links and the two main paths onward. */
export const ProfileCard = ({
  info,
  texts,
}: {
  info: PersonalInfoDto
  texts: ProfileCardTexts
}) => {
  const paths = usePaths()
  const words = useSiteWords()
  return (
    <section className="glass profile-card" aria-labelledby="profile-name">
      <div className="profile-card__media">
        <div className="profile-card__ring">
          <Avatar name={info.name} uploaded={info.avatar} sizes={AVATAR_SIZES} />
        </div>
        <span className="status-pill profile-card__status">
          <span className="profile-card__dot" aria-hidden="true" />
          {siteText(texts, 'availability')}
        </span>
      </div>
      <div className="profile-card__body">
        <p className="profile-card__hello">{siteText(texts, 'greeting')}</p>
        <h1 id="profile-name" className="title-xl gradient-text profile-card__name">
          {info.name}
        </h1>
        <p className="profile-card__title" {...textLang(info, 'title')}>
          {info.title}
        </p>
        {/* An empty detail shows nothing, not a lone pin or an empty paragraph. */}
        {info.location && (
          <p className="profile-card__location" {...textLang(info, 'location')}>
            <MapPinIcon />
            {info.location}
          </p>
        )}
        {info.bio && (
          <p className="profile-card__bio" {...textLang(info, 'bio')}>
            {info.bio}
          </p>
        )}
        <dl className="profile-card__stats">
          {statsOf(info, words).map((stat) => (
            <div key={stat.label} className="profile-card__stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="profile-card__actions">
          <div className="btn-row">
            <Link className="btn btn--primary" to={paths.about}>
              <UserIcon />
              {siteText(texts, 'aboutButton')}
            </Link>
            <Link className="btn btn--ghost" to={paths.projects}>
              {siteText(texts, 'workButton')}
              <ArrowRightIcon />
            </Link>
          </div>
          <SocialLinks info={info} />
        </div>
      </div>
    </section>
  )
}

/** The hero's placeholder, the same size as the card so nothing moves when it is replaced. */
export const ProfileCardSkeleton = () => {
  const { t } = useSiteWords()
  return (
    <div className="glass profile-card" data-testid="profile-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('home.loadingProfile')}</span>
      <div className="profile-card__media">
        <Skeleton className="profile-card__avatar-skeleton" />
        <Skeleton style={{ width: 170, height: 30, borderRadius: 999 }} />
      </div>
      <div className="profile-card__body">
        <Skeleton style={{ width: 120, height: 18 }} />
        <Skeleton className="profile-card__name-skeleton" />
        <Skeleton style={{ width: '55%', height: 26 }} />
        <Skeleton style={{ width: 160, height: 20 }} />
        <SkeletonLines widths={['100%', '92%', '60%']} />
        <div className="profile-card__stats">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} style={{ height: 84, borderRadius: 16 }} />
          ))}
        </div>
        <div className="profile-card__actions">
          <div className="btn-row">
            <Skeleton style={{ width: 170, height: 46, borderRadius: 999 }} />
            <Skeleton style={{ width: 140, height: 46, borderRadius: 999 }} />
          </div>
        </div>
      </div>
    </div>
  )
}
