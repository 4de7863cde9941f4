import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { toProjectData } from '../../../collections/Projects/toProjectData'
import type { ListResponse, ProjectDto } from '../../shared/apiTypes'
import { PROJECT_LIMITS, PROJECT_STATUSES } from '../../shared/model'
import type { Media, Project, User } from '../../shared/payload-types'
import type { ContentResource } from '../content/contentResource'
import { listContent } from '../content/listContent'
import { type ListQuery, OWNER_ORDER } from '../request/parseListQuery'
import {
  mediaId,
  optionalDate,
  optionalHttpUrl,
  optionalText,
  requiredText,
  slugInput,
  textList,
  withoutNul,
  writeSchemas,
} from '../request/fieldSchemas'
import { mediaDtoSchema } from '../response/envelopeSchemas'
import { loadMediaByIds } from '../response/loadMediaByIds'
import { richTextSchema } from '../response/richTextSchemas'
import { serializeMedia } from '../response/serializeMedia'
import { serializeRichText } from '../response/serializeRichText'

/**
 * Projects as the contract serves them, stated once: fields and their validation, the public
 * columns and the DTO, sorting and search. Routes, OpenAPI operations and the cache's table
 * come from `projectResource` (see docs/architecture.md, "How to add a field").
 */

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

const galleryItem = z.union([
  requiredText(PROJECT_LIMITS.imageValue).describe('An emoji, text or image URL.'),
  z.object({ media: mediaId }).describe('An uploaded image, by media id.'),
])

/** Every writable project field, all optional; `projectCreateSchema` requires some. */
const projectFields = {
  title: requiredText(PROJECT_LIMITS.title),
  slug: slugInput.describe('Derived from the title when omitted on create; a new value renames.'),
  description: requiredText(PROJECT_LIMITS.description),
  longDescription: withoutNul(
    z.string({ error: 'Must be text.' }).max(PROJECT_LIMITS.longDescription),
  )
    .nullable()
    .describe('Plain text; blank lines separate paragraphs.'),
  image: optionalText(PROJECT_LIMITS.imageValue).describe(
    "Emoji, text or URL. Replaces an uploaded cover unless it is that cover's URL.",
  ),
  coverImage: mediaId.nullable().describe('Media id of an uploaded cover image; null removes it.'),
  category: requiredText(PROJECT_LIMITS.category).describe(
    'e.g. Web App, Open Source, Mobile App.',
  ),
  technologies: textList(PROJECT_LIMITS.label),
  liveUrl: optionalHttpUrl,
  githubUrl: optionalHttpUrl,
  featured: z.boolean({ error: 'Must be true or false.' }),
  startDate: optionalDate,
  endDate: optionalDate,
  status: z
    .enum(PROJECT_STATUSES, { error: `Must be one of ${PROJECT_STATUSES.join(', ')}.` })
    .nullable(),
  teamSize: z
    .number({ error: 'Must be a number.' })
    .int()
    .min(PROJECT_LIMITS.teamSize.min)
    .max(PROJECT_LIMITS.teamSize.max)
    .nullable(),
  myRole: optionalText(PROJECT_LIMITS.shortText),
  tags: textList(PROJECT_LIMITS.label),
  features: textList(PROJECT_LIMITS.listItem),
  challenges: textList(PROJECT_LIMITS.listItem),
  solutions: textList(PROJECT_LIMITS.listItem),
  gallery: z
    .array(galleryItem, { error: 'Must be a list.' })
    .max(PROJECT_LIMITS.galleryItems)
    .describe("Strings are kept as text; an uploaded image's URL keeps pointing at that upload."),
}

/** `POST` needs these; `PUT` merges any of them. */
const projectWrites = writeSchemas(projectFields, { title: true, description: true })

const projectDtoSchema: z.ZodType<ProjectDto> = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  longDescription: z.string().describe('Plain text; blank lines separate paragraphs.'),
  longDescriptionRich: richTextSchema
    .optional()
    .describe(
      'The long description as the owner formatted it, when there is one. ' +
        '`longDescription` is its plain text.',
    ),
  image: z.string().describe('URL of the uploaded cover, or the emoji/text as stored.'),
  imageMedia: mediaDtoSchema.nullable(),
  category: z.string(),
  technologies: z.array(z.string()),
  liveUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  featured: z.boolean(),
  startDate: z.string().nullable().describe('YYYY-MM-DD'),
  endDate: z.string().nullable().describe('YYYY-MM-DD'),
  status: z.string().nullable(),
  teamSize: z.number().int().nullable(),
  myRole: z.string().nullable(),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  challenges: z.array(z.string()),
  solutions: z.array(z.string()),
  gallery: z.array(z.string()),
  galleryMedia: z.array(mediaDtoSchema.nullable()),
  deleted: z.boolean(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
})

/** A date field → `YYYY-MM-DD` (the projects' dates are day-only). */
const toDay = (value: string | null | undefined): string | null =>
  value ? value.slice(0, 10) : null

const texts = (rows: { text: string }[] | null | undefined): string[] =>
  (rows ?? []).map((row) => row.text)

/**
 * Everything a `ProjectDto` is built from: the rich `longDescription` (served as
 * `longDescriptionRich`) and its plain text mirror `longDescriptionText` (`longDescription`).
 */
const PROJECT_SELECT = {
  id: true,
  slug: true,
  title: true,
  description: true,
  longDescription: true,
  longDescriptionText: true,
  image: true,
  coverImage: true,
  category: true,
  technologies: true,
  liveUrl: true,
  githubUrl: true,
  featured: true,
  startDate: true,
  endDate: true,
  status: true,
  teamSize: true,
  myRole: true,
  tags: true,
  features: true,
  challenges: true,
  solutions: true,
  gallery: true,
  deleted: true,
  createdAt: true,
  updatedAt: true,
} as const

/** A project with its uploads filled in (`withUploads`) → the contract's `ProjectDto`. */
const serializeProject = (doc: Project): ProjectDto => {
  const imageMedia = serializeMedia(doc.coverImage)
  const galleryMedia = (doc.gallery ?? []).map((item) => serializeMedia(item.media))
  const longDescriptionRich = serializeRichText(doc.longDescription)
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    description: doc.description,
    longDescription: doc.longDescriptionText ?? '',
    ...(longDescriptionRich ? { longDescriptionRich } : {}),
    image: imageMedia?.url ?? doc.image ?? '',
    imageMedia,
    category: doc.category,
    technologies: doc.technologies ?? [],
    liveUrl: doc.liveUrl ?? null,
    githubUrl: doc.githubUrl ?? null,
    featured: Boolean(doc.featured),
    startDate: toDay(doc.startDate),
    endDate: toDay(doc.endDate),
    status: doc.status ?? null,
    teamSize: doc.teamSize ?? null,
    myRole: doc.myRole ?? null,
    tags: doc.tags ?? [],
    features: texts(doc.features),
    challenges: texts(doc.challenges),
    solutions: texts(doc.solutions),
    gallery: (doc.gallery ?? []).map((item, index) => galleryMedia[index]?.url ?? item.value ?? ''),
    galleryMedia,
    deleted: Boolean(doc.deleted),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

/** Projects: addressed by slug, searched on title, description and any technology. */
export const projectResource: ContentResource<Project, ProjectDto> = {
  collection: 'projects',
  path: '/projects',
  tag: 'Projects',
  schemaName: 'Project',
  noun: 'project',
  key: 'slug',
  // Covers and gallery images are uploads: a media edit changes the answers too.
  embeds: ['media'],
  select: PROJECT_SELECT,
  // Covers and gallery uploads are filled in so their URLs and renditions can be served.
  populateUploads: (payload, docs) => populateProjectUploads(payload, docs),
  serialise: serializeProject,
  schemas: { ...projectWrites, dto: projectDtoSchema },
  toData: toProjectData,
  list: { sortFields: PROJECT_SORT_FIELDS, defaultSortBy: OWNER_ORDER, search: true },
  searchDescription: 'case-insensitive substring of the title, the description or any technology.',
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

/** Projects read at depth 0 with their cover and gallery uploads filled in (one media query). */
const populateProjectUploads = async (payload: Payload, docs: Project[]): Promise<Project[]> => {
  const idOf = (media: number | Media | null | undefined) =>
    typeof media === 'number' ? media : null
  const ids = docs.flatMap((doc) => [
    idOf(doc.coverImage),
    ...(doc.gallery ?? []).map((item) => idOf(item.media)),
  ])
  const media = await loadMediaByIds(
    payload,
    ids.filter((id): id is number => id !== null),
  )
  // An id with no media row stays an id, as Payload's population leaves it: it serialises as no upload.
  const fill = (value: number | Media | null | undefined) =>
    typeof value === 'number' ? (media.get(value) ?? value) : value
  return docs.map((doc) => ({
    ...doc,
    coverImage: fill(doc.coverImage),
    gallery: doc.gallery?.map((item) => ({ ...item, media: fill(item.media) })),
  }))
}
