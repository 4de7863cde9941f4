import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { FIRST_LANGUAGE } from '../../shared/languages/languageCatalogue'
import {
  HOLDING_TABLE,
  TEXT_COLUMNS_MOVED_TO_LANGUAGES,
  TEXT_LISTS_MOVED_TO_LANGUAGES,
} from './shared/textColumnsMovedToLanguages'

/**
 * The texts kept aside before the move come back as the first language's (English): one
 * `<table>_locales` row per record, typed by that table's own columns; the lists that became
 * per language are marked English too. Nothing else changes, so every read answers as before.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, columns] of Object.entries(TEXT_COLUMNS_MOVED_TO_LANGUAGES)) {
    const names = columns.map((column) => `"${column}"`).join(', ')
    const values = columns.map((column) => `r."${column}"`).join(', ')
    await db.execute(
      sql.raw(
        `INSERT INTO "${table}_locales" (${names}, "_locale", "_parent_id") ` +
          `SELECT ${values}, '${FIRST_LANGUAGE}', r."_parent_id" FROM "${HOLDING_TABLE}" h, ` +
          `jsonb_populate_record(null::"${table}_locales", h."texts" || jsonb_build_object('_parent_id', h."row_id")) r ` +
          `WHERE h."table_name" = '${table}'`,
      ),
    )
  }
  for (const table of TEXT_LISTS_MOVED_TO_LANGUAGES) {
    await db.execute(
      sql.raw(`UPDATE "${table}" SET "locale" = '${FIRST_LANGUAGE}' WHERE "locale" IS NULL`),
    )
  }
  await db.execute(sql.raw(`DROP TABLE "${HOLDING_TABLE}"`))
}

/**
 * Back to one language: the first language's texts are kept aside again (the languages
 * migration's down re-adds their columns empty; the hold migration's down fills them), and the
 * other languages' list items go.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
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
          `SELECT '${table}', "_parent_id"::text, jsonb_build_object(${pairs}) FROM "${table}_locales" ` +
          `WHERE "_locale" = '${FIRST_LANGUAGE}'`,
      ),
    )
  }
  for (const table of TEXT_LISTS_MOVED_TO_LANGUAGES) {
    await db.execute(sql.raw(`DELETE FROM "${table}" WHERE "locale" <> '${FIRST_LANGUAGE}'`))
  }
}
