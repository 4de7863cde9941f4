import type { ProjectDto } from '@shared/apiTypes'
import { Link } from 'react-router-dom'

import { ArrowRightIcon } from '@/components/ui/icons'
import { SectionHeader } from '@/components/ui/section-header'
import { FEATURED_LIMIT } from '@/config/constants'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePaths } from '@/lib/page-language'
import { selectFeaturedProjects } from '../utils/featured-projects'
import { ProjectCard, ProjectCardSkeleton } from './project-card'
import './featured-projects.css'

/**
 * Home's Featured Projects: up to four, chosen by the featured rule, and a link to the rest;
 * nothing at all once loaded with no project to show.
 */
export const FeaturedProjects = ({
  projects,
  loading,
}: {
  projects: ProjectDto[]
  loading: boolean
}) => {
  const paths = usePaths()
  const { t } = useSiteWords()
  const featured = selectFeaturedProjects(projects)
  if (!loading && featured.length === 0) return null
  return (
    <section className="section" aria-labelledby="featured-title">
      <SectionHeader
        id="featured-title"
        eyebrow={t('home.featuredEyebrow')}
        title={t('home.featuredTitle')}
        lead={t('home.featuredLead')}
      />
      <ul className="featured-projects">
        {loading
          ? Array.from({ length: FEATURED_LIMIT }, (_, index) => (
              <li key={index}>
                <ProjectCardSkeleton />
              </li>
            ))
          : featured.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
      </ul>
      <div className="featured-projects__more">
        <Link className="btn btn--ghost" to={paths.projects}>
          {t('home.seeAllProjects')}
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  )
}
