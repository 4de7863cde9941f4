import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadMigratedTo } from '../../helpers/localPayload'

/**
 * Issue 45, item 3: records saved with an empty slug by the release that dropped every letter
 * outside a–z (a Japanese, Arabic or Greek title, or one with no letters) get one from their
 * title on upgrade; a slug the owner set is never touched, and the draft the admin edits gets the
 * same slug as the record.
 */
const LAST_MIGRATION_BEFORE = '20261128_055638_passkeys_and_posts'

let payload: Payload
let run: (query: string) => Promise<{ rows: Record<string, unknown>[] }>
const slugOf = async (table: string, id: number) =>
  ((await run(`SELECT "slug" FROM "${table}" WHERE "id" = ${id}`)).rows[0] as { slug: string }).slug

beforeAll(async () => {
  const older = await getPayloadMigratedTo(LAST_MIGRATION_BEFORE)
  ;({ payload, run } = older)

  // As the previous release stored them: the unique index let one '' through, and NULL besides.
  const post = (id: number, slug: string | null, title: string) =>
    run(`INSERT INTO "posts" ("id", "slug", "_status") VALUES (${id}, ${slug === null ? 'NULL' : `'${slug}'`}, 'published');
      INSERT INTO "posts_locales" ("title", "_locale", "_parent_id") VALUES ('${title}', 'en', ${id});`)
  await post(1, '', '日本語のタイトル')
  await post(2, null, '!!!')
  await post(3, null, 'Ελληνικά νέα')
  await post(4, 'kept-as-set', 'Anything')
  await post(5, null, 'Kept As Set')
  await run(`INSERT INTO "_posts_v" ("id", "parent_id", "version_slug", "version__status", "latest")
    VALUES (10, 1, '', 'published', false), (11, 1, '', 'draft', true)`)
  await run(`INSERT INTO "projects" ("id", "slug", "_status") VALUES (7, '', 'published');
    INSERT INTO "projects_locales" ("title", "description", "category", "_locale", "_parent_id")
      VALUES ('مشروع', 'x', 'Web App', 'en', 7);`)
  await run(`INSERT INTO "skills" ("id", "slug", "category", "level", "_status") VALUES (8, NULL, 'General', 50, 'published');
    INSERT INTO "skills_locales" ("name", "_locale", "_parent_id") VALUES ('C++', 'en', 8);`)
  await older.upgrade()
}, 120_000)

afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

describe('upgrading records saved with an empty slug', () => {
  it('gives each one from its title, in its own script, or its kind when it has no letters', async () => {
    expect(await slugOf('posts', 1)).toBe('日本語のタイトル')
    expect(await slugOf('posts', 2)).toBe('post')
    expect(await slugOf('posts', 3)).toBe('ελληνικά-νέα')
    expect(await slugOf('projects', 7)).toBe('مشروع')
    expect(await slugOf('skills', 8)).toBe('c')
  })

  it('never takes a slug another record holds, and leaves a slug that was set alone', async () => {
    expect(await slugOf('posts', 4)).toBe('kept-as-set')
    // Its title would make `kept-as-set`, which post 4 holds.
    expect(await slugOf('posts', 5)).toBe('kept-as-set-2')
  })

  it("gives the admin's current draft the same slug, and leaves older versions as they were", async () => {
    const { rows } = await run(`SELECT "id", "version_slug" FROM "_posts_v" ORDER BY "id"`)
    expect(rows).toEqual([
      { id: 10, version_slug: '' },
      { id: 11, version_slug: '日本語のタイトル' },
    ])
    const read = await payload.findByID({
      collection: 'posts',
      id: 1,
      draft: true,
      overrideAccess: true,
    })
    expect(read.slug).toBe('日本語のタイトル')
  })
})
