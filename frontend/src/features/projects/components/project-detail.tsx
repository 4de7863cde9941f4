import type { ProjectDto } from '@shared/apiTypes'
import type { ReactNode } from 'react'

import { CallToAction, type CtaTexts } from '@/components/ui/call-to-action'
import { BriefcaseIcon, CheckIcon, FolderIcon, GitHubIcon, StarIcon } from '@/components/ui/icons'
import { BackLink } from '@/components/ui/back-link'
import { CalendarIcon, UsersIcon, ExternalIcon } from '@/components/ui/project-icons'
import { ImageOrEmoji } from '@/components/ui/image-or-emoji'
import { RichText } from '@/components/ui/rich-text'
import { projectWords } from '@/i18n/en/project'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePaths } from '@/lib/page-language'
import {
  challengePairs,
  descriptionParagraphs,
  projectDuration,
  projectFeatures,
  projectTeamSize,
} from '../utils/project-details'
import { projectTint } from '../utils/project-tint'
import { CaseStudy } from './case-study'
import { DetailSection } from './detail-section'
import { ProjectGallery } from './project-gallery'
import './project-detail.css'
import { textLang } from '@/lib/text-language'

type ProjectDetailProps = {
  project: ProjectDto
  /** The closing panel's texts, from the owner's site texts (Project page tab). */
  cta: CtaTexts
  /** The posts about the project (the page brings them: features stay apart), before the CTA. */
  posts?: ReactNode
}

/**
 * Everything about one project (spec section 2, Project detail); a section with nothing in it
 * (no technologies, so no features either) is left out.
 */
export const ProjectDetail = ({ project, cta, posts }: ProjectDetailProps) => {
  const paths = usePaths()
  const words = useSiteWords(projectWords)
  const { t } = words
  const features = projectFeatures(project)
  // `id` names the fact in the markup (data-testid); `label` is what a visitor reads.
  const facts = [
    {
      id: 'duration',
      label: t('project.duration'),
      value: projectDuration(project, words),
      icon: CalendarIcon,
    },
    {
      id: 'team-size',
      label: t('project.teamSize'),
      value: projectTeamSize(project, t),
      icon: UsersIcon,
    },
    ...(project.myRole
      ? [{ id: 'my-role', label: t('project.myRole'), value: project.myRole, icon: BriefcaseIcon }]
      : []),
  ]
  return (
    <article className="project-detail" data-testid="project-detail" data-project-id={project.id}>
      <BackLink className="project-detail__back" to={paths.projects} label={t('project.back')} />

      <header className="glass project-detail__hero">
        <div className="project-detail__intro">
          <div className="project-detail__badges">
            <span className="badge badge--accent" {...textLang(project, 'category')}>
              {project.category}
            </span>
            {project.featured ? (
              <span className="badge badge--featured">
                <StarIcon className="project-detail__star" />
                {t('common.featured')}
              </span>
            ) : null}
          </div>
          <h1 className="title-xl project-detail__title" {...textLang(project, 'title')}>
            {project.title}
          </h1>
          {/* The rich form is the long description formatted: shown when there is one. */}
          {project.longDescription.trim() && project.longDescriptionRich?.blocks.length ? (
            <RichText
              value={project.longDescriptionRich}
              className="project-detail__description"
              {...textLang(project, 'longDescriptionRich')}
            />
          ) : (
            <div
              className="project-detail__description"
              {...textLang(
                project,
                project.longDescription.trim() ? 'longDescription' : 'description',
              )}
            >
              {descriptionParagraphs(project).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          )}
          {project.liveUrl || project.githubUrl ? (
            <div className="btn-row">
              {project.liveUrl ? (
                <a
                  className="btn btn--primary"
                  href={project.liveUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <ExternalIcon />
                  {t('project.liveDemo')}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              ) : null}
              {project.githubUrl ? (
                <a
                  className="btn btn--ghost"
                  href={project.githubUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <GitHubIcon />
                  {t('project.sourceCode')}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="project-detail__cover" style={{ background: projectTint(project.id) }}>
          <ImageOrEmoji
            value={project.image}
            media={project.imageMedia}
            alt={project.title}
            sizes="(min-width: 900px) 400px, 100vw"
            eager
            className="project-detail__cover-picture"
          />
        </div>
      </header>

      <ul className="project-detail__facts" aria-label={t('project.facts')}>
        {facts.map(({ id, label, value, icon: Icon }) => (
          <li key={id} className="glass project-detail__fact" data-testid={`fact-${id}`}>
            <span className="project-detail__fact-icon">
              <Icon />
            </span>
            <div>
              <p className="project-detail__fact-label">{label}</p>
              <p className="project-detail__fact-value">{value}</p>
            </div>
          </li>
        ))}
      </ul>

      <CaseStudy project={project} />

      {project.technologies.length > 0 ? (
        <DetailSection id="tech" title={t('project.technologies')}>
          <ul className="chip-list project-detail__tech">
            {project.technologies.map((technology) => (
              <li key={technology} className="chip">
                {technology}
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}

      {features.length > 0 ? (
        <DetailSection id="features" title={t('project.features')}>
          <ul className="project-detail__features" {...textLang(project, 'features')}>
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`} className="glass project-detail__feature">
                <span className="project-detail__check">
                  <CheckIcon />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}

      <DetailSection id="challenges" title={t('project.challenges')}>
        <ol className="project-detail__challenges">
          {challengePairs(project).map((pair, index) => (
            <li
              key={index}
              className="glass project-detail__challenge"
              data-testid="challenge-pair"
            >
              {pair.challenge ? (
                <div>
                  <h3 className="project-detail__pair-label project-detail__pair-label--challenge">
                    {t('project.challenge')}
                  </h3>
                  <p {...textLang(project, 'challenges')}>{pair.challenge}</p>
                </div>
              ) : null}
              <div>
                <h3 className="project-detail__pair-label project-detail__pair-label--solution">
                  {t('project.solution')}
                </h3>
                <p {...textLang(project, 'solutions')}>{pair.solution}</p>
              </div>
            </li>
          ))}
        </ol>
      </DetailSection>

      <ProjectGallery project={project} />

      {posts}

      <CallToAction headingId="detail-cta" texts={cta} to={paths.projects} icon={<FolderIcon />} />
    </article>
  )
}
