import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import {
  HOLDING_TABLE,
  TEXT_COLUMNS_MOVED_TO_LANGUAGES,
} from './shared/textColumnsMovedToLanguages'

/**
 * Before the texts move into per-language tables (the next migration drops their columns), a
 * copy of each row's texts is kept, by table and row id, for the one after it to bring back as
 * the first language's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(
      `CREATE TABLE "${HOLDING_TABLE}" ("table_name" varchar NOT NULL, "row_id" varchar NOT NULL, "texts" jsonb NOT NULL)`,
    ),
  )
  for (const [table, columns] of Object.entries(TEXT_COLUMNS_MOVED_TO_LANGUAGES)) {
    const pairs = columns.map((column) => `'${column}', "${column}"`).join(', ')
    await db.execute(
      sql.raw(
        `INSERT INTO "${HOLDING_TABLE}" ("table_name", "row_id", "texts") ` +
          `SELECT '${table}', "id"::text, jsonb_build_object(${pairs}) FROM "${table}"`,
      ),
    )
  }
}

/** Back to one language: the texts kept aside return to their own columns. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, columns] of Object.entries(TEXT_COLUMNS_MOVED_TO_LANGUAGES)) {
    const assignments = columns.map((column) => `"${column}" = r."${column}"`).join(', ')
    await db.execute(
      sql.raw(
        `UPDATE "${table}" t SET ${assignments} FROM "${HOLDING_TABLE}" h, ` +
          `jsonb_populate_record(null::"${table}", h."texts") r ` +
          `WHERE h."table_name" = '${table}' AND t."id"::text = h."row_id"`,
      ),
    )
  }
  await db.execute(sql.raw(`DROP TABLE "${HOLDING_TABLE}"`))
}
