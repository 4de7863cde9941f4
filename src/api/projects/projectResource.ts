import type { Payload } from 'payload'

import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import { projectRecord } from '../../records/projectRecord'
import type { ListResponse, ProjectDto } from '../../shared/apiTypes'
import type { Project, User } from '../../shared/payload-types'
import type { ContentResource } from '../content/contentResource'
import { listContent, loadUploads } from '../content/readContent'
import { type ListQuery, OWNER_ORDER } from '../request/parseListQuery'
import { searchAnyOf } from '../searchAnyOf'

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
  searchDescription: 'case-insensitive substring of the title, the description or any technology.',
  searchWhere: searchAnyOf(['title', 'description', 'technologies']),
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
