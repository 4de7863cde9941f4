import type { ProjectDto } from '@shared/apiTypes'

import { matchesCategory, matchesTerm } from '@/lib/search'

/** The Projects page filter: title, description (or teaser) or any technology, plus the hidden category. */
export const filterProjects = (
  projects: ProjectDto[],
  term: string,
  category: string,
): ProjectDto[] =>
  projects.filter(
    (project) =>
      matchesCategory(category, project.category) &&
      // A protected project's teaser stands for its description (issue 49).
      matchesTerm(term, [
        project.title,
        project.description,
        project.teaser ?? '',
        ...project.technologies,
      ]),
  )
