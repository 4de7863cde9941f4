import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { generateNKeysBetween } from 'payload/shared'

/**
 * Written by hand (a data change; its schema snapshot is generated). Drafts and the owner's
 * order arrived on content that was already public and already in an order:
 * - every existing record and the profile stay public: `_status` becomes `published` (the new
 *   column's default is `draft`, which would have hidden the whole site);
 * - every record gets an `_order` key in today's public order (by id), so the drag-and-drop
 *   list and the public lists start from what visitors saw. Later records get theirs from
 *   Payload's orderable hook, after the last one.
 */
const ORDERED_TABLES = ['projects', 'skills', 'experiences', 'education', 'interests'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of ORDERED_TABLES) {
    await db.execute(sql.raw(`UPDATE "${table}" SET "_status" = 'published'`))
    const { rows } = await db.execute(sql.raw(`SELECT "id" FROM "${table}" ORDER BY "id"`))
    const keys = generateNKeysBetween(null, null, rows.length)
    for (const [index, row] of rows.entries()) {
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} SET "_order" = ${keys[index]} WHERE "id" = ${row.id}`,
      )
    }
  }
  await db.execute(sql`UPDATE "personal_info" SET "_status" = 'published'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The columns themselves go with the previous migration's down; nothing to restore here.
  for (const table of ORDERED_TABLES) {
    await db.execute(sql.raw(`UPDATE "${table}" SET "_order" = NULL`))
  }
}
