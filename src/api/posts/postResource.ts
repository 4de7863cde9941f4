import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { toPostData } from '../../../collections/Posts/toPostData'
import { isPublicContent } from '../../cms/access/publishedOrAdmin'
import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import type { ListResponse, PostDto } from '../../shared/apiTypes'
import { POST_LIMITS } from '../../shared/model'
import { MAX_DATABASE_INTEGER } from '../../shared/parseCanonicalInteger'
import type { Media, Post, Project } from '../../shared/payload-types'
import { articleAnswer, articleInput } from '../../records/articleFields'
import type { ContentResource } from '../content/contentResource'
import {
  countContentDocs,
  findContentDocs,
  idOf,
  listContent,
  loadUploads,
} from '../content/readContent'
import type { ListQuery } from '../request/parseListQuery'
import { optionalDate, optionalText, textList, writeSchemas } from '../../records/fieldSchemas'
import { dtoStatement, listOrEmpty, textOrEmpty } from '../../records/dtoFields'
import { serializeMedia } from '../../records/serializeMedia'
import { searchAnyOf } from '../searchAnyOf'

/** The owner's posts as the contract serves them, stated once (see `projectResource`). */

/** `sortBy` values of the post lists; newest first by default. */
const POST_SORT_FIELDS = [
  'publishedAt',
  'id',
  'title',
  'readingMinutes',
  'createdAt',
  'updatedAt',
] as const

const projectId = z
  .number({ error: 'Must be the id of a project.' })
  .int()
  .positive()
  .max(MAX_DATABASE_INTEGER, { error: 'Must be the id of a project.' })

/** Every writable post field, all optional; `postCreateSchema` requires the title. */
const postFields = {
  ...articleInput.titleAndSlug(POST_LIMITS.title),
  excerpt: optionalText(POST_LIMITS.excerpt).describe(
    'One or two sentences: the list, feeds and link previews show it.',
  ),
  body: articleInput.plainText(POST_LIMITS.body, ' Replaces the body as the owner formatted it.'),
  coverImage: articleInput.cover(),
  tags: textList(POST_LIMITS.tag, POST_LIMITS.tags),
  projects: z
    .array(projectId, { error: 'Must be a list of project ids.' })
    .max(POST_LIMITS.projects, { error: `At most ${POST_LIMITS.projects} projects.` })
    .describe('The projects the post is about, by id, in the order to list them.'),
  publishedAt: optionalDate.describe(
    'The date the post shows; left empty, the first publish sets it.',
  ),
}

/** `POST` needs a title; `PUT` merges any of the fields. */
const postWrites = writeSchemas(postFields, { title: true })

const linkedProject = z.object({ id: z.number().int(), slug: z.string(), title: z.string() })

/** A post as the contract answers it, its uploads and projects filled in. */
const postAnswer = dtoStatement<Post, PostDto>({
  ...articleAnswer.idSlugAndTitle(),
  excerpt: textOrEmpty(z.string().describe("'' when none.")),
  body: articleAnswer.plainText('bodyText'),
  bodyRich: articleAnswer.richText(
    'body',
    'The body as the owner formatted it, with its images and highlighted code, when there ' +
      'is one. `body` is its plain text.',
    { images: true, code: true },
  ),
  tags: listOrEmpty(),
  image: {
    schema: z.string().describe("URL of the uploaded cover, '' when none."),
    from: ['coverImage'],
    value: (doc) => serializeMedia(doc.coverImage)?.url ?? '',
  },
  imageMedia: articleAnswer.coverMedia(),
  publishedAt: {
    schema: z.string().nullable().describe('ISO date-time; null until first published.'),
    value: (doc) => (doc.publishedAt ? new Date(doc.publishedAt).toISOString() : null),
  },
  readingMinutes: {
    schema: z.number().int().describe('Worked out from the body.'),
    value: (doc) => doc.readingMinutes ?? 0,
  },
  projects: {
    schema: z
      .array(linkedProject)
      .describe('The public projects the post is about, in the order the owner gave.'),
    value: (doc) =>
      (doc.projects ?? []).flatMap((project) =>
        typeof project === 'object' && project
          ? [{ id: project.id, slug: project.slug ?? '', title: project.title }]
          : [],
      ),
  },
  ...articleAnswer.deletedAndTimestamps(),
})

/** Posts: addressed by slug, searched on title, excerpt, body and tags, filtered by tag and project. */
export const postResource: ContentResource<Post, PostDto> = {
  collection: 'posts',
  path: '/posts',
  tag: 'Posts',
  schemaName: 'Post',
  noun: 'post',
  key: 'slug',
  // Covers and body images are uploads, and the answer names its projects.
  embeds: ['media', 'projects'],
  select: postAnswer.select,
  populateUploads: (payload, docs, language) => populatePostEmbeds(payload, docs, language),
  serialise: postAnswer.serialise,
  schemas: { ...postWrites, dto: postAnswer.schema },
  toData: toPostData,
  list: {
    sortFields: POST_SORT_FIELDS,
    defaultSortBy: 'publishedAt',
    defaultSortOrder: 'desc',
    search: true,
    tagLength: POST_LIMITS.tag,
    project: true,
  },
  searchDescription: 'case-insensitive substring of the title, the excerpt, the body or any tag.',
  searchWhere: searchAnyOf(['title', 'excerpt', 'bodyText', 'tags']),
  filterWhere: async (payload, { tag, project }) => {
    const filters: Where[] = []
    // Equality on a hasMany text field holds when any one of its values is the tag.
    if (tag) filters.push({ tags: { equals: tag } })
    if (project) {
      const id = await publicProjectIdOf(payload, project)
      if (id === null) return null
      filters.push({ projects: { in: [id] } })
    }
    return filters
  },
}

/** A page of the public post list, its texts in `language` (the default one's if not given). */
export const listPublicPosts = (
  payload: Payload,
  query: ListQuery,
  language?: ReadLanguage,
): Promise<ListResponse<PostDto>> =>
  listContent(payload, postResource, query, { user: null, language })

/** Most posts the site's head tags, cards and sitemap know of (the sitemap's own limit is 50,000). */
const MAX_LISTED_POSTS = 10_000

/**
 * Every public post, newest first, for the site's head tags, cards and sitemap: without its body,
 * which would cost highlighting.
 */
export const listPublicPostSummaries = async (
  payload: Payload,
  language?: ReadLanguage,
): Promise<PostDto[]> => {
  const { body: _body, bodyText: _bodyText, ...select } = postAnswer.select
  const docs = await findContentDocs(
    payload,
    {
      collection: 'posts',
      where: isPublicContent,
      limit: MAX_LISTED_POSTS,
      sort: ['-publishedAt', '-id'],
      select,
    },
    { user: null, language },
  )
  const populated = await populatePostEmbeds(payload, docs as Post[], language)
  return populated.map(postAnswer.serialise)
}

/** How many posts visitors can read (published, not soft deleted), as the public list counts them. */
export const countPublicPosts = (payload: Payload, language?: ReadLanguage): Promise<number> =>
  countContentDocs(
    payload,
    { collection: 'posts', where: isPublicContent },
    { user: null, language },
  )

/** The id of the public project with this slug, or null when there is none. */
const publicProjectIdOf = async (payload: Payload, slug: string): Promise<number | null> => {
  const [project] = (await findContentDocs(
    payload,
    {
      collection: 'projects',
      where: { and: [{ slug: { equals: slug } }, isPublicContent] },
      limit: 1,
      select: { id: true },
    },
    { user: null },
  )) as Pick<Project, 'id'>[]
  return project?.id ?? null
}

/** The public projects with these ids, by id, with their slug and title in `language`. */
const loadPublicProjects = async (
  payload: Payload,
  ids: readonly (number | null)[],
  language?: ReadLanguage,
): Promise<Map<number, Project>> => {
  const wanted = [...new Set(ids.filter((id) => id !== null))]
  if (wanted.length === 0) return new Map()
  const projects = (await findContentDocs(
    payload,
    {
      collection: 'projects',
      where: { and: [{ id: { in: wanted } }, isPublicContent] },
      limit: wanted.length,
      select: { id: true, slug: true, title: true },
    },
    { user: null, language },
  )) as Project[]
  return new Map(projects.map((project) => [project.id, project]))
}

type LexicalNode = { type?: unknown; relationTo?: unknown; value?: unknown; children?: unknown }

const childrenOf = (node: LexicalNode): LexicalNode[] =>
  Array.isArray(node.children) ? (node.children as LexicalNode[]) : []

/** The id an upload node names, whether left as an id or filled in. */
const uploadIdOf = (node: LexicalNode): number | null => {
  if (node.type !== 'upload' || node.relationTo !== 'media') return null
  if (typeof node.value === 'number') return node.value
  const id = (node.value as { id?: unknown } | null)?.id
  return typeof id === 'number' ? id : null
}

/** The media ids of the images in a rich text. */
const bodyUploadIds = (node: LexicalNode | undefined, out: number[] = []): number[] => {
  if (!node) return out
  const id = uploadIdOf(node)
  if (id !== null) out.push(id)
  childrenOf(node).forEach((child) => bodyUploadIds(child, out))
  return out
}

/** A rich text with its upload nodes' media filled in (left as they are when not found). */
const withBodyMedia = (node: LexicalNode, media: Map<number, Media>): LexicalNode => {
  const id = uploadIdOf(node)
  if (id !== null) return { ...node, value: media.get(id) ?? node.value }
  if (!Array.isArray(node.children)) return node
  return { ...node, children: childrenOf(node).map((child) => withBodyMedia(child, media)) }
}

/**
 * Posts read at depth 0 with their cover and body images filled in (one media query) and their
 * projects replaced by the public ones among them, in order (one projects query).
 */
const populatePostEmbeds = async (
  payload: Payload,
  docs: Post[],
  language?: ReadLanguage,
): Promise<Post[]> => {
  const rootOf = (doc: Post) => (doc.body?.root ?? undefined) as LexicalNode | undefined
  const uploads = docs.flatMap((doc) => [doc.coverImage, ...bodyUploadIds(rootOf(doc))])
  const projectIds = docs.flatMap((doc) => (doc.projects ?? []).map(idOf))
  const [{ media, fill }, projects] = await Promise.all([
    loadUploads(payload, uploads, language),
    loadPublicProjects(payload, projectIds, language),
  ])
  return docs.map((doc) => {
    const root = rootOf(doc)
    return {
      ...doc,
      coverImage: fill(doc.coverImage),
      body:
        root && doc.body ? { ...doc.body, root: withBodyMedia(root, media) as never } : doc.body,
      projects: (doc.projects ?? []).flatMap((project) => {
        const id = idOf(project)
        const found = id === null ? undefined : projects.get(id)
        return found ? [found] : []
      }),
    }
  })
}
