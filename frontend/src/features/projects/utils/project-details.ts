import type { ProjectDto } from '@shared/apiTypes'

import type { projectWords } from '@/i18n/en/project'
import type { Translate } from '@/i18n/site-words'

/** Duration box: start and end as dates of the page's language, else the technologies, else 'N/A'. */
export const projectDuration = (
  project: ProjectDto,
  {
    t,
    formatDate,
  }: { t: Translate<keyof typeof projectWords>; formatDate: (value: string) => string },
): string => {
  if (project.startDate) {
    return t('project.durationRange', {
      start: formatDate(project.startDate),
      end: project.endDate ? formatDate(project.endDate) : t('project.present'),
    })
  }
  if (project.technologies.length > 0) return project.technologies.join(', ')
  return t('project.notAvailable')
}

/** Team Size box: 'N members', else 'Tech Stack: Full Stack'. */
export const projectTeamSize = (
  project: ProjectDto,
  t: Translate<keyof typeof projectWords>,
): string => {
  if (project.teamSize && project.teamSize > 0) {
    return t('project.members', { count: project.teamSize })
  }
  return t('project.fullStack')
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

/** Whether the owner wrote a case study for the project (any of its parts; issue 49). */
export const hasCaseStudy = (project: ProjectDto): boolean =>
  Boolean(
    project.problem?.trim() ||
    project.approach?.trim() ||
    project.results.length ||
    project.clientQuote?.trim(),
  )
