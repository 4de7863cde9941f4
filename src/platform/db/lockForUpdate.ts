import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlRunnerOf, type TransactionId } from './transactionSql'

/**
 * The table of a collection's or a global's main rows. Payload names it after the slug in
 * snake case; the slugs here are lower-case kebab case (`personal-info` → `personal_info`).
 */
const tableOf = (payload: Payload, slug: string): string => {
  const table = payload.db.tableNameMap.get(slug.replace(/-/g, '_'))
  if (!table) throw new Error(`No database table for "${slug}".`)
  return table
}

type IdRows = { rows: { id: number }[] }

/**
 * Locks the row of the `collection` record whose `column` equals `value` until the transaction
 * ends, and answers its id (null when there is none). A read, merge and write made after it
 * cannot interleave with another one doing the same, nor with a Payload save (its UPDATE waits
 * for the lock): the later one reads what the earlier one wrote. A row that no longer matches
 * once it is free (renamed meanwhile) is not taken.
 */
export const lockCollectionRow = async (
  payload: Payload,
  transactionID: TransactionId,
  collection: string,
  { column, value }: { column: 'id' | 'slug'; value: number | string },
): Promise<number | null> => {
  const { rows } = (await sqlRunnerOf(payload, transactionID).execute(
    sql`SELECT "id" FROM ${sql.identifier(tableOf(payload, collection))}
         WHERE ${sql.identifier(column)} = ${value} FOR UPDATE`,
  )) as unknown as IdRows
  return rows[0] ? Number(rows[0].id) : null
}

/**
 * Locks a global's row until the transaction ends, as `lockCollectionRow` does a record's.
 * Before its first save a global has no row: writers then queue on an advisory lock (released
 * with the transaction) named after the table, so the second of two first saves waits for the
 * row the first one creates, and locks that, instead of creating a second one.
 */
export const lockGlobalRow = async (
  payload: Payload,
  transactionID: TransactionId,
  slug: string,
): Promise<void> => {
  const db = sqlRunnerOf(payload, transactionID)
  const table = tableOf(payload, slug)
  const lockRows = sql`SELECT "id" FROM ${sql.identifier(table)} FOR UPDATE`
  const { rows } = (await db.execute(lockRows)) as unknown as IdRows
  if (rows.length > 0) return
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${table}))`)
  await db.execute(lockRows)
}
