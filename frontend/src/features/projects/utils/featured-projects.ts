import type { ProjectDto } from '@shared/apiTypes'

import { FEATURED_LIMIT, FEATURED_MINIMUM } from '@/config/constants'

/**
 * Home's Featured Projects: the featured active ones, at most four; when fewer than two are
 * featured, the first four active projects instead.
 */
export const selectFeaturedProjects = (projects: ProjectDto[]): ProjectDto[] => {
  const active = projects.filter((project) => !project.deleted)
  const featured = active.filter((project) => project.featured)
  return (featured.length < FEATURED_MINIMUM ? active : featured).slice(0, FEATURED_LIMIT)
}
