import type { Payload, Where } from 'payload'

import type { ListResponse, ProjectDto } from '../../shared/apiTypes'
import type { Media, Project, User } from '../../shared/payload-types'
import type { ContentResource } from '../content/contentResource'
import { listContent } from '../content/listContent'
import type { ListQuery } from '../http/parseListQuery'
import { PROJECT_SORT_FIELDS } from '../schemas/projectSchemas'
import { PROJECT_SELECT, serializeProject } from '../serializers/serializeProject'
import { loadMediaByIds } from '../uploads/loadMediaByIds'

/** Projects: addressed by slug, searched on title, description and any technology. */
export const projectResource: ContentResource<Project, ProjectDto> = {
  collection: 'projects',
  noun: 'project',
  key: 'slug',
  select: PROJECT_SELECT,
  // Covers and gallery uploads are filled in so their URLs and renditions can be served.
  populateUploads: (payload, docs) => populateProjectUploads(payload, docs),
  serialise: serializeProject,
  list: { sortFields: PROJECT_SORT_FIELDS, defaultSortBy: 'id', search: true },
  searchWhere: (term): Where => ({
    or: [
      { title: { contains: term } },
      { description: { contains: term } },
      // `technologies` is a hasMany text field: Payload matches any one of its values.
      { technologies: { contains: term } },
    ],
  }),
}

/** The public project list: non-deleted projects only, as the final JSON envelope. */
export const listPublicProjects = (
  payload: Payload,
  query: ListQuery,
  user: User | null = null,
): Promise<ListResponse<ProjectDto>> => listContent(payload, projectResource, query, { user })

/** Uploads of the current project by URL, so a client echoing URLs back keeps the uploads. */
export const uploadIdsByUrl = (project: Project): Map<string, number> => {
  const byUrl = new Map<string, number>()
  const add = (media: number | Media | null | undefined) => {
    if (media && typeof media === 'object' && media.url) byUrl.set(media.url, media.id)
  }
  add(project.coverImage)
  project.gallery?.forEach((item) => add(item.media))
  return byUrl
}

/** Projects read at depth 0 with their cover and gallery uploads filled in (one media query). */
export const populateProjectUploads = async (payload: Payload, docs: Project[]): Promise<Project[]> => {
  const idOf = (media: number | Media | null | undefined) => (typeof media === 'number' ? media : null)
  const ids = docs.flatMap((doc) => [idOf(doc.coverImage), ...(doc.gallery ?? []).map((item) => idOf(item.media))])
  const media = await loadMediaByIds(payload, ids.filter((id): id is number => id !== null))
  // An id with no media row stays an id, as Payload's population leaves it: it serialises as no upload.
  const fill = (value: number | Media | null | undefined) =>
    typeof value === 'number' ? (media.get(value) ?? value) : value
  return docs.map((doc) => ({
    ...doc,
    coverImage: fill(doc.coverImage),
    gallery: doc.gallery?.map((item) => ({ ...item, media: fill(item.media) })),
  }))
}
