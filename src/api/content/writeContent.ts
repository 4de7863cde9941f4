import type { Payload } from 'payload'

import { lockCollectionRow } from '../../platform/db/lockForUpdate'
import { runInTransaction } from '../../platform/db/runInTransaction'
import type { TransactionId } from '../../platform/db/transactionSql'
import { writeDeletedFlag } from '../../cms/versions/writeDeletedFlag'
import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import type { User } from '../../shared/payload-types'
import { checkIfMatch } from '../request/checkIfMatch'
import type { ContentKey, ContentResource } from './contentResource'
import { contentNotFound, findContent, withUploads } from './readContent'

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
 * An update also publishes a pending draft (Payload saves onto the latest version).
 */
const PUBLISH = { _status: 'published' } as const

/** Payload's options for a write in `language` (none: the default language, as before). */
const inLanguage = (language?: ReadLanguage) =>
  language ? { locale: language.locale as never, fallbackLocale: false as const } : {}

/** Creates a record from validated data, published and not deleted. */
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
 * Merges `prepare(current)` into the record `key` names (soft-deleted included) and publishes it.
 * The row is locked first, so two writes to different fields at once both survive; `ifMatch` is
 * compared with the ETag of `{ data: <record as stored> }` (412 when it changed).
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
  // A translation answers the record as a read in its language shows it, fallbacks included.
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
