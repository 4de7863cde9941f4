import type { Payload, Where } from 'payload'

import type { User } from '../../shared/payload-types'
import { ApiError } from '../errors/apiError'
import { type ContentKey, type ContentResource, withUploads } from './contentResource'
import { findContentDocs } from './readContentDocs'

/** "slug e-commerce-platform" / "id 3", for messages. */
const describeKey = (key: ContentKey): string =>
  'slug' in key ? `slug "${key.slug}"` : `id ${key.id}`

/**
 * The one record named by `key`, read with the caller's access; 404 when it does not exist,
 * is not visible to the caller, or is soft deleted and `includeDeleted` is false.
 */
export const findContent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  key: ContentKey,
  { user, includeDeleted = false }: { user: User | null; includeDeleted?: boolean },
): Promise<Doc> => {
  const filters: Where[] = [
    'slug' in key ? { slug: { equals: key.slug } } : { id: { equals: key.id } },
  ]
  if (!includeDeleted) filters.push({ deleted: { not_equals: true } })
  const docs = await findContentDocs(
    payload,
    { collection: resource.collection, where: { and: filters }, limit: 1, select: resource.select },
    { user, includeDeleted },
  )
  const doc = docs[0]
  if (!doc) throw new ApiError(404, 'not_found', `No ${resource.noun} with ${describeKey(key)}.`)
  const [populated] = await withUploads(payload, resource, [doc as Doc])
  return populated!
}
