import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import {
  fallbackChain,
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
  textsInLanguage,
} from '../../cms/languages/textsInLanguage'
import { userIsAdmin } from '../../cms/access/isAdmin'
import { isNotDeleted, isPublicContent } from '../../cms/access/publishedOrAdmin'
import type { TransactionId } from '../../platform/db/transactionSql'
import type { ListResponse } from '../../shared/apiTypes'
import type { ResourceSlug } from '../../shared/model'
import type { Media, User } from '../../shared/payload-types'
import { ApiError } from '../errors/apiError'
import { type ListQuery, toPayloadSort } from '../request/parseListQuery'
import type { ContentKey, ContentResource, PublishStatus } from './contentResource'

// The contract's reads of content, in the order one meets them: what a caller may see, the
// documents at depth 0, their uploads (one media query), then one record or a page of a list.

/**
 * Who reads (a user or nobody) and how: soft-deleted records too (`/all`), drafts (an authorised
 * preview), in a write's transaction, in a language (the first one by default).
 */
export type ContentCaller = {
  user: User | null
  includeDeleted?: boolean
  draft?: boolean
  transactionID?: TransactionId
  language?: ReadLanguage
}

/**
 * The filter a read starts from: nothing for the admin lists, "not soft deleted" for a preview
 * (its drafts are not published yet), otherwise only what visitors may see.
 */
export const visibilityFilter = ({
  includeDeleted = false,
  draft = false,
}: ContentCaller): Where[] => {
  if (includeDeleted) return []
  return [draft ? isNotDeleted : isPublicContent]
}

type FindArgs = {
  collection: ResourceSlug
  where: Where
  limit: number
  page?: number
  sort?: string | string[]
  select: Record<string, true>
}

/**
 * An anonymous public read goes straight to the database adapter (~15–20% cheaper): its one read
 * rule is already the query's filter (`visibilityFilter`), and these collections have no field
 * rules or read hooks (`contentCollections.test.ts` fails if either appears).
 */
const isAnonymousPublic = ({
  user,
  includeDeleted = false,
  draft = false,
}: ContentCaller): boolean => user === null && !includeDeleted && !draft

/** Documents of a content collection at depth 0 (uploads are filled in by `withUploads`). */
export const findContentDocs = async (
  payload: Payload,
  args: FindArgs,
  caller: ContentCaller,
): Promise<unknown[]> => {
  const query = { ...args, pagination: false } as const
  const language = caller.language ?? FIRST_LANGUAGE_READ
  if (isAnonymousPublic(caller)) {
    // The adapter answers every language of each text; Payload's read would pick one.
    const { docs } = await payload.db.find({ ...query, locale: language.locale, req: undefined })
    const fields = payload.collections[args.collection].config.flattenedFields
    return docs.map((doc) => textsInLanguage(fields, doc, language))
  }
  // Every language of each text, put in the language here as the public reads do: so an
  // admin's read (and the one a write compares its If-Match with) names its untranslated
  // texts, and has the same ETag as the anonymous read of the same record.
  const { docs } = await payload.find({
    ...query,
    locale: 'all',
    depth: 0,
    user: caller.user ?? undefined,
    // A preview was authorised by its signed token, not by the caller's account.
    ...(caller.draft ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
    ...(caller.transactionID === undefined ? {} : { req: { transactionID: caller.transactionID } }),
  })
  const fields = payload.collections[args.collection].config.flattenedFields
  return docs.map((doc) => textsInLanguage(fields, doc, language))
}

/** How many documents of a content collection match `where`, by the same rules as `findContentDocs`. */
export const countContentDocs = async (
  payload: Payload,
  { collection, where }: { collection: ResourceSlug; where: Where },
  caller: ContentCaller,
): Promise<number> =>
  (isAnonymousPublic(caller)
    ? await payload.db.count({
        collection,
        where,
        locale: (caller.language ?? FIRST_LANGUAGE_READ).locale,
        req: undefined,
      })
    : await payload.count({
        collection,
        where,
        locale: (caller.language ?? FIRST_LANGUAGE_READ).locale as never,
        user: caller.user ?? undefined,
        ...(caller.draft ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
      })
  ).totalDocs

/**
 * The image renditions configured on the media collection (`collections/Media/index.ts`), each with
 * the column prefix Payload gives it in the `media` table (`cardLarge` → `sizes_card_large`).
 */
const sizeColumnsOf = (payload: Payload): [name: string, column: string][] =>
  (payload.collections.media.config.upload.imageSizes ?? []).map(({ name }) => [
    name,
    `sizes_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
  ])

type MediaRow = Record<string, string | number | null> & { id: number }

/**
 * A stored upload path as Payload's `afterRead` shows it (`generateFilePathOrURL`): an external
 * URL as it is, else `{serverURL}{api route}/media/file/{filename}`, else null.
 */
const uploadUrl = (payload: Payload, stored: unknown, filename: unknown): string | null => {
  const { serverURL = '', routes } = payload.config
  if (
    typeof stored === 'string' &&
    stored &&
    !stored.startsWith('/') &&
    !stored.startsWith(serverURL)
  )
    return stored
  if (typeof filename !== 'string' || !filename) return null
  return `${serverURL}${routes.api}/media/file/${encodeURIComponent(filename)}`
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value)

/**
 * The media with these ids in one SQL query, shaped as a depth-0 `payload.find` returns the fields
 * the contract uses; Payload's depth-1 population would cost a second full `find`. Media are
 * public, so no access check is skipped. The alt text falls back as the `language` says.
 */
export const loadMediaByIds = async (
  payload: Payload,
  ids: readonly (number | null)[],
  language: ReadLanguage = FIRST_LANGUAGE_READ,
): Promise<Map<number, Media>> => {
  const chain = [...new Set([language.locale, ...fallbackChain(language)])]
  // The language codes go as parameters: only integers and names of our own stand in the SQL.
  const joins = chain.map((code, index) => {
    const alias = sql.raw(`l${index}`)
    return sql`LEFT JOIN "media_locales" ${alias} ON ${alias}."_parent_id" = "media"."id" AND ${alias}."_locale" = ${code}`
  })
  const alt = `COALESCE(${chain.map((_, index) => `NULLIF(l${index}."alt", '')`).join(', ')})`
  const wanted = [...new Set(ids.filter((id): id is number => Number.isInteger(id)))]
  const found = new Map<number, Media>()
  if (wanted.length === 0) return found
  const sizes = sizeColumnsOf(payload)
  const sizeColumns = sizes
    .flatMap(([, column]) =>
      ['url', 'filename', 'width', 'height', 'mime_type'].map((part) => `"${column}_${part}"`),
    )
    .join(', ')
  const columns = `"media"."id", ${alt} AS "alt", "url", "filename", "mime_type", "width", "height", "focal_x", "focal_y", "updated_at", "created_at", ${sizeColumns}`
  const result = (await payload.db.drizzle.execute(
    sql`SELECT ${sql.raw(columns)} FROM "media" ${sql.join(joins, sql` `)}
      WHERE "media"."id" IN (${sql.raw(wanted.join(', '))})`,
  )) as unknown as { rows: MediaRow[] }
  for (const row of result.rows) {
    const renditions = Object.fromEntries(
      sizes.map(([name, column]) => [
        name,
        {
          url: uploadUrl(payload, row[`${column}_url`], row[`${column}_filename`]),
          filename: (row[`${column}_filename`] as string | null) ?? null,
          width: numberOrNull(row[`${column}_width`]),
          height: numberOrNull(row[`${column}_height`]),
          mimeType: (row[`${column}_mime_type`] as string | null) ?? null,
        },
      ]),
    )
    found.set(Number(row.id), {
      id: Number(row.id),
      alt: String(row.alt ?? ''),
      url: uploadUrl(payload, row.url, row.filename),
      filename: (row.filename as string | null) ?? null,
      mimeType: (row.mime_type as string | null) ?? null,
      width: numberOrNull(row.width),
      height: numberOrNull(row.height),
      focalX: numberOrNull(row.focal_x),
      focalY: numberOrNull(row.focal_y),
      sizes: renditions,
      updatedAt: new Date(row.updated_at as string).toISOString(),
      createdAt: new Date(row.created_at as string).toISOString(),
    } as Media)
  }
  return found
}

/** A relation as read: an id at depth 0, the document once filled in. */
export const idOf = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'number' ? value : (value?.id ?? null)

/**
 * The media of these uploads (one query), and `fill`, which puts an upload's document in place of
 * its id; an id with no media row stays an id, as Payload's population leaves it.
 */
export const loadUploads = async (
  payload: Payload,
  uploads: readonly (number | Media | null | undefined)[],
  language?: ReadLanguage,
) => {
  const media = await loadMediaByIds(payload, uploads.map(idOf), language)
  const fill = <Upload extends number | Media | null | undefined>(upload: Upload) =>
    typeof upload === 'number' ? (media.get(upload) ?? upload) : upload
  return { media, fill }
}

/** Documents read at depth 0 with their uploads filled in: every read and write answers alike. */
export const withUploads = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  docs: Doc[],
  language?: ReadLanguage,
): Promise<Doc[]> =>
  resource.populateUploads ? resource.populateUploads(payload, docs, language) : docs

/** "slug e-commerce-platform" / "id 3", for messages. */
const describeKey = (key: ContentKey): string =>
  'slug' in key ? `slug "${key.slug}"` : `id ${key.id}`

/** The 404 for a record `key` names that does not exist (or that the caller may not see). */
export const contentNotFound = <Doc, Dto>(
  resource: ContentResource<Doc, Dto>,
  key: ContentKey,
): ApiError => new ApiError(404, 'not_found', `No ${resource.noun} with ${describeKey(key)}.`)

/**
 * The one record named by `key`, read with the caller's access; 404 when it does not exist,
 * is not visible to the caller, or — unless `includeDeleted` — is soft deleted or unpublished.
 */
export const findContent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  key: ContentKey,
  caller: ContentCaller,
): Promise<Doc> => {
  const filters: Where[] = [
    'slug' in key ? { slug: { equals: key.slug } } : { id: { equals: key.id } },
    ...visibilityFilter(caller),
  ]
  const docs = await findContentDocs(
    payload,
    { collection: resource.collection, where: { and: filters }, limit: 1, select: resource.select },
    caller,
  )
  const doc = docs[0]
  if (!doc) throw contentNotFound(resource, key)
  const [populated] = await withUploads(payload, resource, [doc as Doc], caller.language)
  return populated!
}

/** Whether the caller sees records as anyone does (`publicView`): not the owner, not a preview. */
export const seesPublicView = ({ user, includeDeleted = false, draft = false }: ContentCaller) =>
  !userIsAdmin(user) && !includeDeleted && !draft

/** Escapes LIKE wildcards so a search is a literal substring (Postgres' default escape is \). */
const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * A page of serialised records → the contract's `{ data, pagination }`. The pagination is
 * computed from what was asked for, so a page past the end answers an empty `data` with
 * `hasPrevPage: true` rather than whatever the database layer normalised it to.
 */
export const toListEnvelope = <Dto>(
  data: Dto[],
  { page, limit, total }: { page: number; limit: number; total: number },
): ListResponse<Dto> => {
  const totalPages = Math.ceil(total / limit)
  return {
    data,
    pagination: {
      page,
      limit,
      total,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  }
}

/** A record's `_status`: published, or a draft that was never (or is no longer) published. */
const publishStatusOf = (doc: unknown): PublishStatus =>
  (doc as { _status?: string })._status === 'published' ? 'published' : 'draft'

/**
 * One page of a content list as the final `{ data, pagination }` envelope: one query for the
 * DTO's columns, one for uploads, a count only when needed. `includeDeleted` is for the admin
 * `/all` lists.
 */
export const listContent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  query: ListQuery,
  { user, includeDeleted = false, draft = false, language }: ContentCaller,
): Promise<ListResponse<Dto>> => {
  // A category outside the closed list matches nothing (and a Postgres enum cannot even be
  // compared with it), so answer the empty page without asking the database.
  if (
    query.category &&
    resource.list.categories &&
    !resource.list.categories.includes(query.category)
  ) {
    return toListEnvelope([], { page: query.page, limit: query.limit, total: 0 })
  }
  const own = resource.filterWhere ? await resource.filterWhere(payload, query) : []
  if (own === null) return toListEnvelope([], { page: query.page, limit: query.limit, total: 0 })
  const caller = { user, includeDeleted, draft, language }
  const filters: Where[] = [...visibilityFilter(caller), ...own]
  if (query.search && resource.searchWhere)
    filters.push(resource.searchWhere(escapeLike(query.search)))
  if (query.category && resource.categoryField) {
    filters.push({ [resource.categoryField]: { equals: query.category } })
  }
  const where: Where = filters.length ? { and: filters } : {}
  const docs = await findContentDocs(
    payload,
    {
      collection: resource.collection,
      where,
      page: query.page,
      limit: query.limit,
      sort: toPayloadSort(query),
      // The admin lists also tell each record's publication status.
      select: includeDeleted ? { ...resource.select, _status: true } : resource.select,
    },
    caller,
  )
  // A page neither full nor past the end is the last: it tells the total, saving a count query.
  const isLastPage = docs.length < query.limit && (docs.length > 0 || query.page === 1)
  const total = isLastPage
    ? (query.page - 1) * query.limit + docs.length
    : await countContentDocs(payload, { collection: resource.collection, where }, caller)
  const populated = await withUploads(payload, resource, docs as Doc[], language)
  const conceal = seesPublicView(caller) ? resource.publicView?.conceal : undefined
  const serialise = includeDeleted
    ? (doc: Doc) => ({ ...resource.serialise(doc), publishStatus: publishStatusOf(doc) })
    : conceal
      ? (doc: Doc) => conceal(resource.serialise(doc))
      : resource.serialise
  return toListEnvelope(
    populated.map((doc) => serialise(doc)),
    { page: query.page, limit: query.limit, total },
  )
}
