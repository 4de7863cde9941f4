import type { Payload } from 'payload'

import type { User } from '../../shared/payload-types'
import { type ContentKey, type ContentResource, withUploads } from './contentResource'
import { findContent } from './findContent'

type Caller = { user: User }

/** A written document (read back at depth 0) as its DTO, uploads filled in. */
const serialiseWithUploads = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  doc: Doc,
) => {
  const [populated] = await withUploads(payload, resource, [doc])
  return resource.serialise(populated!)
}

/**
 * The contract's writes publish directly, as the spec's clients expect; drafts are the admin's.
 * Publishing an update also publishes whatever draft the owner had pending on that record.
 */
const PUBLISH = { _status: 'published' } as const

/**
 * Creates a record from validated data, published. `deleted` is always false on create: the
 * flag is only changed by the delete and restore calls.
 */
export const createContent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  data: Record<string, unknown>,
  { user }: Caller,
): Promise<Dto> => {
  const doc = await payload.create({
    collection: resource.collection,
    data: { ...data, deleted: false, ...PUBLISH } as never,
    select: resource.select,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return serialiseWithUploads(payload, resource, doc as Doc)
}

/**
 * Merges validated fields into the record named by `key` (soft-deleted ones included: an admin
 * may edit before restoring) and publishes it; 404 when there is none. `data` may be computed from the current
 * record (`prepare`), e.g. to keep uploads the client echoes back as URLs.
 */
export const updateContent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  key: ContentKey,
  prepare: (current: Doc) => Record<string, unknown>,
  { user }: Caller,
): Promise<Dto> => {
  const current = await findContent(payload, resource, key, { user, includeDeleted: true })
  const doc = await payload.update({
    collection: resource.collection,
    id: (current as { id: number }).id,
    data: { ...prepare(current), ...PUBLISH } as never,
    select: resource.select,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return serialiseWithUploads(payload, resource, doc as Doc)
}

/** Soft delete (`deleted: true`) or restore (`false`); idempotent, 404 for an unknown record. */
export const setContentDeleted = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  key: ContentKey,
  deleted: boolean,
  caller: Caller,
): Promise<Dto> => updateContent(payload, resource, key, () => ({ deleted }), caller)
