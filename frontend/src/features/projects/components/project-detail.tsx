import type { ProjectDto } from '@shared/apiTypes'
import { Link } from 'react-router-dom'

import { CallToAction } from '@/components/ui/call-to-action'
import {
  ArrowLeftIcon,
  BriefcaseIcon,
  CalendarIcon,
  CheckIcon,
  ExternalIcon,
  FolderIcon,
  GitHubIcon,
  StarIcon,
  UsersIcon,
} from '@/components/ui/icons'
import { ImageOrEmoji } from '@/components/ui/image-or-emoji'
import { RichText } from '@/components/ui/rich-text'
import { paths } from '@/config/paths'
import {
  challengePairs,
  descriptionParagraphs,
  projectDuration,
  projectFeatures,
  projectTeamSize,
} from '../utils/project-details'
import { projectTint } from '../utils/project-tint'
import { DetailSection } from './detail-section'
import { ProjectGallery } from './project-gallery'
import './project-detail.css'

type ProjectDetailProps = {
  project: ProjectDto
  /** The closing panel's texts, from the owner's site texts (Project page tab). */
  cta: { title: string; text: string; button: string }
}

/**
 * Everything about one project (spec section 2, Project detail); a section with nothing in it
 * (no technologies, so no features either) is left out.
 */
export const ProjectDetail = ({ project, cta }: ProjectDetailProps) => {
  const features = projectFeatures(project)
  const facts = [
    { label: 'Duration', value: projectDuration(project), icon: CalendarIcon },
    { label: 'Team Size', value: projectTeamSize(project), icon: UsersIcon },
    ...(project.myRole ? [{ label: 'My Role', value: project.myRole, icon: BriefcaseIcon }] : []),
  ]
  return (
    <article className="project-detail" data-testid="project-detail" data-project-id={project.id}>
      <Link className="project-detail__back" to={paths.projects}>
        <ArrowLeftIcon />
        Back to Projects
      </Link>

      <header className="glass project-detail__hero">
        <div className="project-detail__intro">
          <div className="project-detail__badges">
            <span className="badge badge--accent">{project.category}</span>
            {project.featured ? (
              <span className="badge badge--featured">
                <StarIcon className="project-detail__star" />
                Featured
              </span>
            ) : null}
          </div>
          <h1 className="title-xl project-detail__title">{project.title}</h1>
          {/* The rich form is the long description formatted: shown when there is one. */}
          {project.longDescription.trim() && project.longDescriptionRich?.blocks.length ? (
            <RichText value={project.longDescriptionRich} className="project-detail__description" />
          ) : (
            <div className="project-detail__description">
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
                  Live Demo<span className="visually-hidden"> (opens in a new tab)</span>
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
                  Source Code<span className="visually-hidden"> (opens in a new tab)</span>
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

      <ul className="project-detail__facts" aria-label="Project facts">
        {facts.map(({ label, value, icon: Icon }) => (
          <li
            key={label}
            className="glass project-detail__fact"
            data-testid={`fact-${label.toLowerCase().replace(/\s+/g, '-')}`}
          >
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

      {project.technologies.length > 0 ? (
        <DetailSection id="tech" title="Technologies Used">
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
        <DetailSection id="features" title="Key Features">
          <ul className="project-detail__features">
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

      <DetailSection id="challenges" title="Challenges & Solutions">
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
                    Challenge
                  </h3>
                  <p>{pair.challenge}</p>
                </div>
              ) : null}
              <div>
                <h3 className="project-detail__pair-label project-detail__pair-label--solution">
                  Solution
                </h3>
                <p>{pair.solution}</p>
              </div>
            </li>
          ))}
        </ol>
      </DetailSection>

      <ProjectGallery project={project} />

      <CallToAction headingId="detail-cta" title={cta.title} text={cta.text}>
        <Link className="btn btn--primary" to={paths.projects}>
          <FolderIcon />
          {cta.button}
        </Link>
      </CallToAction>
    </article>
  )
}
