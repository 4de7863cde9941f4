import type { Payload, Where } from 'payload'

import type { ListResponse } from '../../shared/apiTypes'
import type { PublishStatus, ContentResource } from './contentResource'
import { type ListQuery, toPayloadSort } from '../request/parseListQuery'
import { toListEnvelope } from '../response/toListEnvelope'
import { escapeLike, withUploads } from './contentResource'
import {
  type ContentCaller,
  countContentDocs,
  findContentDocs,
  visibilityFilter,
} from './readContentDocs'

/**
 * One page of a content list as the final `{ data, pagination }` envelope: one query for the
 * DTO's columns, one for uploads, a count only when needed. `includeDeleted` is for the admin
 * `/all` lists.
 */
/** A record's `_status`: published, or a draft that was never (or is no longer) published. */
const publishStatusOf = (doc: unknown): PublishStatus =>
  (doc as { _status?: string })._status === 'published' ? 'published' : 'draft'

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
  const serialise = includeDeleted
    ? (doc: Doc) => ({ ...resource.serialise(doc), publishStatus: publishStatusOf(doc) })
    : resource.serialise
  return toListEnvelope(
    populated.map((doc) => serialise(doc)),
    { page: query.page, limit: query.limit, total },
  )
}
