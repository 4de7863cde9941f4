import type { ProjectDto } from '@shared/apiTypes'
import { parseCanonicalInteger } from '@shared/parseCanonicalInteger'

import { DEFAULT_PROJECT_ID } from '@/config/constants'

export type ResolvedProject =
  | { kind: 'found'; project: ProjectDto }
  /** The parameter was a slug: the page should move to the canonical numeric URL. */
  | { kind: 'redirect'; id: number }
  | { kind: 'fallback' }

/**
 * Reads the detail route's parameter: an id in plain digits picks by id (missing means 1), the
 * way the server reads it (`02` or ` 2` is no id); anything else is tried as a slug; no match
 * means the built-in project 1 is shown (the owner's first project, see data-source/built-in-content).
 */
export const resolveProject = (
  param: string | undefined,
  projects: ProjectDto[],
): ResolvedProject => {
  const raw = param || String(DEFAULT_PROJECT_ID)
  const id = parseCanonicalInteger(raw)
  if (id !== null) {
    const project = projects.find((item) => item.id === id)
    return project ? { kind: 'found', project } : { kind: 'fallback' }
  }
  // Slugs are stored composed (NFC): an address typed decomposed is the same project.
  const slug = raw.normalize('NFC')
  const bySlug = projects.find((item) => item.slug === slug)
  return bySlug ? { kind: 'redirect', id: bySlug.id } : { kind: 'fallback' }
}

/**
 * The project shown for a missing one: the built-in one while the list just read still has it (a
 * remembered copy may predate its deletion), else the list's first; without a list, the built-in.
 */
export const fallbackProject = (
  projects: ProjectDto[] | undefined,
  builtIn: ProjectDto | null,
): ProjectDto | null =>
  projects
    ? (projects.find((project) => project.id === builtIn?.id) ?? projects[0] ?? null)
    : builtIn
