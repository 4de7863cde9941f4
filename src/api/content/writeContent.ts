import type { Payload } from 'payload'

import { lockCollectionRow } from '../../platform/db/lockForUpdate'
import { runInTransaction } from '../../platform/db/runInTransaction'
import type { TransactionId } from '../../platform/db/transactionSql'
import { writeDeletedFlag } from '../../cms/versions/writeDeletedFlag'
import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import type { User } from '../../shared/payload-types'
import { checkIfMatch } from '../request/checkIfMatch'
import { type ContentKey, type ContentResource, withUploads } from './contentResource'
import { contentNotFound, findContent } from './findContent'

/** Who writes, and the language of the texts written (the default language's without it). */
type Caller = { user: User; language?: ReadLanguage }

/** The caller of an update, with the `If-Match` header its request sent, if any. */
type ConditionalCaller = Caller & { ifMatch?: string }

/** A written document (read back at depth 0) as its DTO, uploads filled in. */
const serialiseWithUploads = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  doc: Doc,
  language?: ReadLanguage,
) => {
  const [populated] = await withUploads(payload, resource, [doc], language)
  return resource.serialise(populated!)
}

/**
 * The contract's writes publish directly, as the spec's clients expect; drafts are the admin's.
 * Publishing an update also publishes whatever draft the owner had pending on that record
 * (Payload saves onto the latest version); deleting and restoring do not (`setContentDeleted`).
 */
const PUBLISH = { _status: 'published' } as const

/** Payload's options for a write in `language` (none: the default language, as before). */
const inLanguage = (language?: ReadLanguage) =>
  language ? { locale: language.locale as never, fallbackLocale: false as const } : {}

/**
 * Creates a record from validated data, published. `deleted` is always false on create: the
 * flag is only changed by the delete and restore calls.
 */
export const createContent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  data: Record<string, unknown>,
  { user, language }: Caller,
): Promise<Dto> => {
  const doc = await payload.create({
    collection: resource.collection,
    ...inLanguage(language),
    data: { ...data, deleted: false, ...PUBLISH } as never,
    select: resource.select,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return serialiseWithUploads(payload, resource, doc as Doc, language)
}

/**
 * Locks the row of the record `key` names for the transaction (404 if none), reads it as stored
 * (soft-deleted ones included) and compares it with `ifMatch` (412 when it changed since).
 */
const lockCurrent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  key: ContentKey,
  transactionID: TransactionId,
  { user, ifMatch, language }: ConditionalCaller,
): Promise<{ id: number; current: Doc }> => {
  const id = await lockCollectionRow(
    payload,
    transactionID,
    resource.collection,
    'slug' in key ? { column: 'slug', value: key.slug } : { column: 'id', value: key.id },
  )
  if (id === null) throw contentNotFound(resource, key)
  const current = await findContent(
    payload,
    resource,
    { id },
    { user, includeDeleted: true, transactionID, language },
  )
  checkIfMatch(ifMatch, { data: resource.serialise(current) })
  return { id, current }
}

/**
 * Merges validated fields into the record named by `key` (soft-deleted ones included: an admin
 * may edit before restoring) and publishes it; 404 when there is none. `data` may be computed
 * from the current record (`prepare`), e.g. to keep uploads the client echoes back as URLs.
 *
 * The read, the merge and the write happen in one transaction that first locks the record's row:
 * two writes to different fields of one record at the same moment both survive (without the
 * lock, each wrote back the whole record as it read it, undoing the other's change). With
 * `ifMatch` (a write's `If-Match`), the record is first compared with the ETag the client read
 * (412 when it changed). The tag is that of `{ data: <record> }` as its single-record GET answers
 * it. For a record that GET hides (soft deleted, or never published) it is still computed over
 * the record as stored, the one the write merges into, which the answers of the writes carry.
 */
export const updateContent = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  key: ContentKey,
  prepare: (current: Doc) => Record<string, unknown>,
  caller: ConditionalCaller,
): Promise<Dto> => {
  const { user, language } = caller
  const doc = await runInTransaction(payload, async (transactionID) => {
    const { id, current } = await lockCurrent(payload, resource, key, transactionID, caller)
    return payload.update({
      collection: resource.collection,
      id,
      ...inLanguage(language),
      data: { ...prepare(current), ...PUBLISH } as never,
      select: resource.select,
      depth: 0,
      user,
      overrideAccess: false,
      req: { transactionID },
    })
  })
  // After the commit, which has dropped the public answers the write made stale. A
  // translation's answer is the record as a read in its language shows it (the texts it leaves
  // out in the default language's), not the bare translation just stored.
  if (language) {
    const { id } = doc as { id: number }
    return resource.serialise(
      await findContent(payload, resource, { id }, { user, includeDeleted: true, language }),
    )
  }
  return serialiseWithUploads(payload, resource, doc as Doc, language)
}

/**
 * Soft delete (`deleted: true`) or restore (`false`); idempotent, 404 for an unknown record.
 * Takes `If-Match` as an update does. Only the flag changes, at once (`writeDeletedFlag`): a
 * draft the owner has pending on the record stays pending, unpublished.
 */
export const setContentDeleted = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  key: ContentKey,
  deleted: boolean,
  caller: ConditionalCaller,
): Promise<Dto> => {
  const { user, language } = caller
  const id = await runInTransaction(payload, async (transactionID) => {
    const locked = await lockCurrent(payload, resource, key, transactionID, caller)
    await writeDeletedFlag(payload, transactionID, resource.collection, locked.id, deleted)
    return locked.id
  })
  const written = await findContent(
    payload,
    resource,
    { id },
    { user, includeDeleted: true, language },
  )
  return resource.serialise(written)
}
