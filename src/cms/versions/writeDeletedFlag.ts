import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { invalidateAfterCommit } from '../../platform/cache/invalidateAfterCommit'
import { publicResponseCache } from '../../platform/publicReads/responseCache'
import { sqlRunnerOf, type TransactionId } from '../../platform/db/transactionSql'

const tablesOf = (payload: Payload, collection: string) => {
  const table = collection.replace(/-/g, '_')
  const main = payload.db.tableNameMap.get(table)
  const versions = payload.db.tableNameMap.get(`_${table}_v`)
  return main && versions ? { main, versions } : null
}

export const hasDeletedFlag = (payload: Payload, collection: string): boolean =>
  tablesOf(payload, collection) !== null

/** Without publishing the pending draft, which a Payload update would (ADR 0031). */
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
