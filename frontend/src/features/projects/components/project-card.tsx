import type { ProjectDto } from '@shared/apiTypes'
import { CARD_PICTURE_SIZES, cardVisual } from '@shared/projectVisual'
import { Link } from 'react-router-dom'

import { ArrowRightIcon, LockIcon, StarIcon } from '@/components/ui/icons'
import { ImageOrEmoji } from '@/components/ui/image-or-emoji'
import { Skeleton, SkeletonChips, SkeletonLines } from '@/components/ui/skeleton'
import { CARD_TECH_LIMIT } from '@/config/constants'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePaths } from '@/lib/page-language'
import { projectTint } from '../utils/project-tint'
import './project-card.css'
import { textLang } from '@/lib/text-language'

type ProjectCardProps = {
  project: ProjectDto
  /** Above the fold: load its picture at once. */
  eager?: boolean
  headingLevel?: 2 | 3
}

/**
 * A project in a grid: picture (first gallery item, else cover image or emoji), category,
 * Featured badge, title, description and three technologies then '+N more'. The whole card
 * opens the project.
 */
export const ProjectCard = ({ project, eager = false, headingLevel = 3 }: ProjectCardProps) => {
  const paths = usePaths()
  const { t } = useSiteWords()
  const visual = cardVisual(project)
  const shown = project.technologies.slice(0, CARD_TECH_LIMIT)
  const hidden = project.technologies.length - shown.length
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="glass card-hover project-card lazy-layout" data-testid="project-card">
      <div className="project-card__visual" style={{ background: projectTint(project.id) }}>
        {project.locked ? (
          // A protected project (issue 49) shows no picture of itself: a lock stands in.
          <LockIcon className="project-card__picture project-card__lock-picture" />
        ) : (
          <ImageOrEmoji
            value={visual.value}
            media={visual.media}
            alt={project.title}
            sizes={CARD_PICTURE_SIZES}
            eager={eager}
            className="project-card__picture"
          />
        )}
        {project.featured ? (
          <span className="badge badge--featured project-card__badge">
            <StarIcon />
            {t('common.featured')}
          </span>
        ) : null}
      </div>
      <div className="project-card__body">
        <span className="project-card__category" {...textLang(project, 'category')}>
          {project.category}
        </span>
        <Heading className="project-card__title" {...textLang(project, 'title')}>
          <Link to={paths.project(project.id)} className="card-link project-card__link">
            {project.title}
          </Link>
        </Heading>
        {project.locked ? (
          <>
            {project.teaser ? (
              <p className="project-card__description" {...textLang(project, 'teaser')}>
                {project.teaser}
              </p>
            ) : null}
            <span className="badge project-card__locked" data-testid="project-locked">
              <LockIcon />
              {t('projects.cardLocked')}
            </span>
          </>
        ) : (
          <p className="project-card__description" {...textLang(project, 'description')}>
            {project.description}
          </p>
        )}
        <ul
          className="chip-list project-card__tech"
          aria-label={t('projects.cardTechnologies')}
          hidden={project.locked}
        >
          {shown.map((technology) => (
            <li key={technology} className="chip">
              {technology}
            </li>
          ))}
          {hidden > 0 ? (
            <li className="chip chip--more">{t('projects.cardMore', { count: hidden })}</li>
          ) : null}
        </ul>
        <span className="project-card__cta" aria-hidden="true">
          {t('projects.cardDetails')}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  )
}

/** A project card's placeholder, the card's own size. */
export const ProjectCardSkeleton = () => (
  <div className="glass project-card lazy-layout" data-testid="project-skeleton" aria-hidden="true">
    <Skeleton className="project-card__visual" style={{ borderRadius: 0 }} />
    <div className="project-card__body">
      <Skeleton style={{ width: 90, height: 14 }} />
      <Skeleton style={{ width: '75%', height: 24 }} />
      <SkeletonLines className="project-card__description" widths={['100%', '94%', '55%']} />
      <SkeletonChips widths={[64, 74, 58]} />
    </div>
  </div>
)
