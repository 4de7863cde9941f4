import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { clipSlug, MAX_SLUG_LENGTH, slugify } from '../fields/slugify'

/**
 * Written by hand (a data change; its schema snapshot is generated). Until issue 45 a title
 * with no letter a–z (Japanese, Arabic, Greek, or no letters at all) was saved with an empty
 * slug, and its record could not be addressed. Each record whose slug is empty or missing gets
 * one made from its title as the slug field now makes it (in the site's default language when it
 * has that translation), or its kind (`post`, `post-2`) when the title has no letters, never one
 * another record holds. A slug that is set is never touched. The draft the admin edits (the
 * latest version) gets the same slug when its own is empty, so the next save keeps it.
 */
const TABLES = [
  { table: 'posts', source: 'title', kind: 'post' },
  { table: 'projects', source: 'title', kind: 'project' },
  { table: 'skills', source: 'name', kind: 'skill' },
] as const

/** `base`, else `base-2`, `base-3`, …: the first that no record holds. */
const firstFree = (base: string, taken: ReadonlySet<string>): string => {
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? '' : `-${number}`
    const slug = `${clipSlug(base, MAX_SLUG_LENGTH - suffix.length)}${suffix}`
    if (!taken.has(slug)) return slug
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const { table, source, kind } of TABLES) {
    const { rows } = await db.execute(
      sql.raw(`SELECT r."id",
        (SELECT l."${source}" FROM "${table}_locales" l
          WHERE l."_parent_id" = r."id" AND coalesce(l."${source}", '') <> ''
          ORDER BY (l."_locale"::text = (SELECT "default"::text FROM "site_languages" LIMIT 1)) DESC NULLS LAST,
            (l."_locale"::text = 'en') DESC, l."id"
          LIMIT 1) AS "source"
        FROM "${table}" r WHERE coalesce(r."slug", '') = '' ORDER BY r."id"`),
    )
    if (rows.length === 0) continue
    const held = await db.execute(
      sql.raw(`SELECT "slug" FROM "${table}" WHERE coalesce("slug", '') <> ''`),
    )
    const taken = new Set(held.rows.map((row) => String(row.slug)))
    for (const row of rows) {
      const slug = firstFree(slugify(String(row.source ?? '')) || kind, taken)
      taken.add(slug)
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET "slug" = ${slug} WHERE "id" = ${row.id}`)
      await db.execute(
        sql`UPDATE ${sql.identifier(`_${table}_v`)} SET "version_slug" = ${slug}
          WHERE "parent_id" = ${row.id} AND "latest" = true AND coalesce("version_slug", '') = ''`,
      )
    }
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The slugs given stay: an empty one only ever stopped a record from being addressed.
}
