import type { ProjectDto } from '@shared/apiTypes'

import { matchesCategory, matchesTerm } from '@/lib/search'

/** The Projects page filter: title, description or any technology, plus the hidden category. */
export const filterProjects = (
  projects: ProjectDto[],
  term: string,
  category: string,
): ProjectDto[] =>
  projects.filter(
    (project) =>
      matchesCategory(category, project.category) &&
      matchesTerm(term, [project.title, project.description, ...project.technologies]),
  )
