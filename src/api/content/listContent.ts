import type { Payload, Where } from 'payload'

import type { ListResponse } from '../../shared/apiTypes'
import type { User } from '../../shared/payload-types'
import { type ListQuery, toPayloadSort } from '../request/parseListQuery'
import { toListEnvelope } from '../response/toListEnvelope'
import { type ContentResource, escapeLike, withUploads } from './contentResource'
import { countContentDocs, findContentDocs } from './readContentDocs'

/**
 * One page of a content list as the final `{ data, pagination }` envelope, in one query (plus
 * a count when the page is full or past the end): only the DTO's columns are selected,
 * uploads are filled in by one media query (`withUploads`). Public lists
 * exclude soft-deleted records explicitly, whoever calls; `includeDeleted` is for the admin
 * `/all` lists and still goes through access control.
 */
export const listContent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  query: ListQuery,
  { user, includeDeleted = false }: { user: User | null; includeDeleted?: boolean },
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
  const filters: Where[] = []
  if (!includeDeleted) filters.push({ deleted: { not_equals: true } })
  if (query.search && resource.searchWhere)
    filters.push(resource.searchWhere(escapeLike(query.search)))
  if (query.category && resource.categoryField) {
    filters.push({ [resource.categoryField]: { equals: query.category } })
  }
  const where: Where = filters.length ? { and: filters } : {}
  const caller = { user, includeDeleted }
  const docs = await findContentDocs(
    payload,
    {
      collection: resource.collection,
      where,
      page: query.page,
      limit: query.limit,
      sort: toPayloadSort(query),
      select: resource.select,
    },
    caller,
  )
  // A page that is neither full nor past the end is the last one: it tells the total by itself
  // (the usual case for a portfolio's lists), which saves a count query; the page itself is
  // read without one (`pagination: false`).
  const isLastPage = docs.length < query.limit && (docs.length > 0 || query.page === 1)
  const total = isLastPage
    ? (query.page - 1) * query.limit + docs.length
    : await countContentDocs(payload, { collection: resource.collection, where }, caller)
  const populated = await withUploads(payload, resource, docs as Doc[])
  return toListEnvelope(
    populated.map((doc) => resource.serialise(doc)),
    { page: query.page, limit: query.limit, total },
  )
}
