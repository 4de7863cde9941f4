import type { ProjectDto } from '@shared/apiTypes'

import { formatLocaleDate } from '@/lib/format-date'

/** Duration box: start and end as locale dates, else the technologies, else 'N/A'. */
export const projectDuration = (project: ProjectDto, locale?: string): string => {
  if (project.startDate) {
    const start = formatLocaleDate(project.startDate, locale)
    return project.endDate
      ? `${start} - ${formatLocaleDate(project.endDate, locale)}`
      : `${start} - Present`
  }
  if (project.technologies.length > 0) return project.technologies.join(', ')
  return 'N/A'
}

/** Team Size box: 'N members', else 'Tech Stack: Full Stack'. */
export const projectTeamSize = (project: ProjectDto): string => {
  if (project.teamSize && project.teamSize > 0) {
    return `${project.teamSize} ${project.teamSize === 1 ? 'member' : 'members'}`
  }
  return 'Tech Stack: Full Stack'
}

/** Key Features, falling back to the technologies. */
export const projectFeatures = (project: ProjectDto): string[] =>
  project.features.length > 0 ? project.features : project.technologies

export type ChallengePair = { challenge: string | null; solution: string }

/**
 * Challenge i paired with solution i; a missing solution, or a project without challenges,
 * falls back to the description.
 */
export const challengePairs = (project: ProjectDto): ChallengePair[] => {
  if (project.challenges.length === 0) return [{ challenge: null, solution: project.description }]
  return project.challenges.map((challenge, index) => ({
    challenge,
    solution: project.solutions[index] || project.description,
  }))
}

/** Long description paragraphs, falling back to the short description. */
export const descriptionParagraphs = (project: ProjectDto): string[] =>
  (project.longDescription.trim() || project.description)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
