import type { Payload } from 'payload'

import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import { projectRecord, projectTeaser } from '../../records/projectRecord'
import type { ListResponse, ProjectDto } from '../../shared/apiTypes'
import type { Project, User } from '../../shared/payload-types'
import type { ContentResource } from '../content/contentResource'
import { findContent, listContent, loadUploads } from '../content/readContent'
import { type ListQuery, OWNER_ORDER } from '../request/parseListQuery'
import { searchAnyOf } from '../searchAnyOf'
import { slugParam } from '../apiRoute'
import { parseInput } from '../request/parseInput'
import { readLanguageOf } from '../languages/readLanguage'
import { openProject, opensProject, projectAccessSchema } from './projectAccess'

const PROTECTED = ['password', 'link']

/**
 * A public project matches on its title, description or technologies; a protected one only on
 * what its teaser shows, so words of its body find nothing.
 */
const searchProjects = (term: string) => ({
  or: [
    {
      and: [
        { or: [{ visibility: { not_in: PROTECTED } }, { visibility: { exists: false } }] },
        searchAnyOf(['title', 'description', 'technologies'])(term),
      ],
    },
    {
      and: [{ visibility: { in: PROTECTED } }, searchAnyOf(['title', 'category', 'teaser'])(term)],
    },
  ],
})

/** `sortBy` values of the project lists. */
const PROJECT_SORT_FIELDS = [
  OWNER_ORDER,
  'id',
  'title',
  'category',
  'featured',
  'startDate',
  'endDate',
  'createdAt',
  'updatedAt',
] as const

/** Projects: addressed by slug, searched on title, description and any technology. */
export const projectResource: ContentResource<Project, ProjectDto> = {
  ...projectRecord,
  path: '/projects',
  tag: 'Projects',
  schemaName: 'Project',
  key: 'slug',
  // Covers and gallery images are uploads: a media edit changes the answers too.
  embeds: ['media'],
  // Covers and gallery uploads are filled in so their URLs and renditions can be served.
  populateUploads: (payload, docs, language) => populateProjectUploads(payload, docs, language),
  list: { sortFields: PROJECT_SORT_FIELDS, defaultSortBy: OWNER_ORDER, search: true },
  searchDescription:
    'case-insensitive substring of the title, the description or any technology (of a protected ' +
    'project: of its title, category or teaser).',
  searchWhere: searchProjects,
  publicView: { conceal: projectTeaser, opens: opensProject },
  moreRoutes: () => [
    {
      method: 'post',
      path: '/projects/slug/{slug}/access',
      tag: 'Projects',
      params: [slugParam],
      summary: 'Open a protected project with its password or a share link',
      description:
        "Sets this visitor's access cookie for the project (HttpOnly, for /api/projects, 12 hours " +
        'at most, or until the link expires) and answers the project whole; with the cookie, ' +
        '`GET /projects/slug/{slug}` answers it whole too, privately. A public project is simply ' +
        'answered. A wrong password answers 401 wrong_password, a link not of this project 401 ' +
        'invalid_link, a revoked or expired one 410 link_revoked or link_expired; after 10 ' +
        'wrong attempts from an address (or 30 for the project) within 15 minutes, 429 ' +
        'too_many_attempts with Retry-After.',
      body: 'ProjectAccessInput',
      success: { status: 200, schema: 'ProjectResponse', description: 'The project, whole.' },
      errors: [401, 410, 429],
      handlers: (payload) => [
        async (req, res) => {
          const input = parseInput(projectAccessSchema, req.body)
          const doc = await findContent(
            payload,
            projectResource,
            { slug: String(req.params.slug).normalize('NFC') },
            { user: null, language: readLanguageOf(res) },
          )
          const project = projectResource.serialise(doc)
          await openProject(payload, req, res, project, input)
          res.json({ data: project })
        },
      ],
    },
  ],
}

/** A page of the public project list, its texts in `language` (the default one's if not given). */
export const listPublicProjects = (
  payload: Payload,
  query: ListQuery,
  user: User | null = null,
  language?: ReadLanguage,
): Promise<ListResponse<ProjectDto>> =>
  listContent(payload, projectResource, query, { user, language })

/** Projects read at depth 0 with their cover and gallery uploads filled in (one media query). */
const populateProjectUploads = async (
  payload: Payload,
  docs: Project[],
  language?: ReadLanguage,
): Promise<Project[]> => {
  const uploads = docs.flatMap((doc) => [
    doc.coverImage,
    ...(doc.gallery ?? []).map((item) => item.media),
  ])
  const { fill } = await loadUploads(payload, uploads, language)
  return docs.map((doc) => ({
    ...doc,
    coverImage: fill(doc.coverImage),
    gallery: doc.gallery?.map((item) => ({ ...item, media: fill(item.media) })),
  }))
}
