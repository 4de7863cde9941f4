import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadMigratedTo } from '../../helpers/localPayload'

/**
 * A database made by the release before languages (every migration up to the inquiry's
 * `replied_at`), holding content written then, upgraded by this release's migrations: every
 * text reads back as the first language's, with nothing lost, and a language with no
 * translation reads the same texts.
 */
const LAST_MIGRATION_BEFORE_LANGUAGES = '20261126_142311_inquiry_replied_at'

let payload: Payload

const richText = {
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Built in a week.' }] }],
  },
}

beforeAll(async () => {
  const older = await getPayloadMigratedTo(LAST_MIGRATION_BEFORE_LANGUAGES)
  payload = older.payload
  const { run } = older

  // Content as the previous release stored it: texts in the records' own columns.
  await run(`INSERT INTO "projects" ("id", "title", "slug", "description", "long_description", "long_description_text", "category", "my_role", "_status", "deleted")
    VALUES (7, 'Shop Engine', 'shop-engine', 'A fast shop.', '${JSON.stringify(richText)}', 'Built in a week.', 'Web App', 'Lead developer', 'published', false)`)
  await run(
    `INSERT INTO "projects_features" ("_order", "_parent_id", "id", "text") VALUES (1, 7, 'f1', 'Checkout in one step')`,
  )
  await run(`INSERT INTO "_projects_v" ("id", "parent_id", "version_title", "version_description", "version_category", "version__status", "latest")
    VALUES (70, 7, 'Shop Engine', 'A fast shop.', 'Web App', 'published', true)`)
  await run(`INSERT INTO "education" ("id", "year", "title", "institution", "location", "description", "_status", "deleted")
    VALUES (3, '2018 - 2022', 'BSc Computer Science', 'Tech University', 'Lyon', 'Systems and networks.', 'published', false)`)
  await run(
    `INSERT INTO "education_texts" ("order", "parent_id", "path", "text") VALUES (1, 3, 'achievements', 'Dean''s list')`,
  )
  await run(`INSERT INTO "personal_info" ("id", "name", "title", "location", "bio", "about", "_status")
    VALUES (1, 'Ada Owner', 'Full Stack Developer', 'Lyon, France', 'I build web apps.', 'Ten years of shipping.', 'published')`)
  await older.upgrade()
}, 120_000)

afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

describe('upgrading a database made before languages', () => {
  it("keeps a project's texts, its list items and its rich text as English", async () => {
    const project = await payload.findByID({
      collection: 'projects',
      id: 7,
      locale: 'en',
      overrideAccess: true,
    })
    expect(project).toMatchObject({
      title: 'Shop Engine',
      slug: 'shop-engine',
      description: 'A fast shop.',
      longDescriptionText: 'Built in a week.',
      category: 'Web App',
      myRole: 'Lead developer',
      features: [{ text: 'Checkout in one step' }],
    })
    expect(project.longDescription).toEqual(richText)
  })

  it('keeps the version history texts', async () => {
    const { docs } = await payload.findVersions({
      collection: 'projects',
      where: { parent: { equals: 7 } },
      locale: 'en',
      overrideAccess: true,
    })
    expect(docs.map((version) => version.version.title)).toContain('Shop Engine')
  })

  it("keeps education's achievements and the profile's texts", async () => {
    const education = await payload.findByID({
      collection: 'education',
      id: 3,
      locale: 'en',
      overrideAccess: true,
    })
    expect(education).toMatchObject({
      title: 'BSc Computer Science',
      location: 'Lyon',
      achievements: ["Dean's list"],
    })
    const profile = await payload.findGlobal({
      slug: 'personal-info',
      locale: 'en',
      overrideAccess: true,
    })
    expect(profile).toMatchObject({
      name: 'Ada Owner',
      title: 'Full Stack Developer',
      location: 'Lyon, France',
      bio: 'I build web apps.',
      about: 'Ten years of shipping.',
    })
  })

  it('reads the English texts in a language with no translation yet', async () => {
    const project = await payload.findByID({
      collection: 'projects',
      id: 7,
      locale: 'es',
      fallbackLocale: 'en',
      overrideAccess: true,
    })
    expect(project).toMatchObject({
      title: 'Shop Engine',
      features: [{ text: 'Checkout in one step' }],
    })
  })
})
