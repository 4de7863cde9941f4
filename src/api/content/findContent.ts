import type { Payload, Where } from 'payload'

import { ApiError } from '../errors/apiError'
import { type ContentKey, type ContentResource, withUploads } from './contentResource'
import { type ContentCaller, findContentDocs, visibilityFilter } from './readContentDocs'

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
