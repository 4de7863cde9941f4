import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { invalidateAfterCommit } from '../../platform/cache/invalidateAfterCommit'
import { publicResponseCache } from '../../platform/publicReads/responseCache'
import { sqlRunnerOf, type TransactionId } from '../../platform/db/transactionSql'

/** A collection's main and versions tables; null when it has no versions (nothing to flag). */
const tablesOf = (payload: Payload, collection: string) => {
  const table = collection.replace(/-/g, '_')
  const main = payload.db.tableNameMap.get(table)
  const versions = payload.db.tableNameMap.get(`_${table}_v`)
  return main && versions ? { main, versions } : null
}

/** Whether `collection` is one `writeDeletedFlag` can write (soft-deletable and versioned). */
export const hasDeletedFlag = (payload: Payload, collection: string): boolean =>
  tablesOf(payload, collection) !== null

/**
 * Soft deletes (`deleted: true`) or restores one record whose row the caller's transaction has
 * locked. Deleting is a state of the record, not an edit to review: it takes effect at once,
 * like Unpublish, and must not publish what the owner has pending. A Payload update would
 * (it saves onto the latest version, the draft, and publishes it), so the flag is written
 * where the site reads it (the main row) and into the record's current versions (the latest,
 * which the admin's form edits, and the newest published one, which "Revert to published"
 * restores), and nowhere else: pending draft edits stay pending and no version is added.
 * The admin's Delete from site and the contract's DELETE and restore both come here.
 */
export const writeDeletedFlag = async (
  payload: Payload,
  transactionID: TransactionId,
  collection: string,
  id: number,
  deleted: boolean,
): Promise<void> => {
  const tables = tablesOf(payload, collection)
  if (!tables) throw new Error(`"${collection}" has no versions to flag as deleted.`)
  const { main, versions } = tables
  const db = sqlRunnerOf(payload, transactionID)
  await db.execute(
    sql`UPDATE ${sql.identifier(main)} SET "deleted" = ${deleted} WHERE "id" = ${id}`,
  )
  await db.execute(sql`
    UPDATE ${sql.identifier(versions)} SET "version_deleted" = ${deleted}
     WHERE "parent_id" = ${id}
       AND ("latest" OR "id" = (SELECT "id" FROM ${sql.identifier(versions)}
                                 WHERE "parent_id" = ${id} AND "version__status" = 'published'
                                 ORDER BY "updated_at" DESC LIMIT 1))`)
  if (publicResponseCache().serves(collection)) {
    // Dropped now and again once committed, as a Payload save's hooks do.
    await invalidateAfterCommit({ payload, transactionID } as unknown as PayloadRequest, [
      collection,
    ])
  }
}
