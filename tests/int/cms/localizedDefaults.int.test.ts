import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Field, getDefaultValue, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getLocalPayload } from '../../helpers/localPayload'

/**
 * Issue 45 item 2: a per-language field's default must never be written into a language the
 * owner did not fill, or the field stops falling back (an Arabic save of a title wrote "Web App"
 * as the Arabic category). The walk covers every field a later change adds.
 */

let payload: Payload
const asAdmin = { overrideAccess: true } as const

beforeAll(async () => {
  payload = await getLocalPayload()
  await payload.updateGlobal({
    slug: 'site-languages',
    data: { default: 'en', enabled: ['en', 'es', 'ar'] },
    ...asAdmin,
  })
})
afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

type Found = { path: string; defaultValue: Parameters<typeof getDefaultValue>[0]['defaultValue'] }

/** Every per-language field with a default: its own `localized`, or inside a localized one. */
const localizedWithDefault = (fields: readonly Field[], prefix: string, inLocalized: boolean) => {
  const found: Found[] = []
  for (const field of fields) {
    const name = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.slice(0, -1)
    const localized = inLocalized || ('localized' in field && field.localized === true)
    const path = name || prefix
    if ('name' in field && localized && 'defaultValue' in field && field.defaultValue !== undefined)
      found.push({ path, defaultValue: field.defaultValue })
    const below = 'name' in field && field.name ? `${path}.` : prefix
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabPrefix = 'name' in tab && tab.name ? `${below}${tab.name}.` : below
        const tabLocalized = localized || ('localized' in tab && tab.localized === true)
        found.push(...localizedWithDefault(tab.fields, tabPrefix, tabLocalized))
      }
    } else if (field.type === 'blocks') {
      for (const block of field.blockReferences ?? field.blocks) {
        const config =
          typeof block === 'string' ? payload.config.blocks?.find((b) => b.slug === block) : block
        if (config)
          found.push(...localizedWithDefault(config.fields, `${below}${config.slug}.`, localized))
      }
    } else if ('fields' in field && Array.isArray(field.fields)) {
      found.push(...localizedWithDefault(field.fields, below, localized))
    }
  }
  return found
}

/** The default a form or save in `locale` gets for a field that has no value there. */
const defaultIn = async (defaultValue: Found['defaultValue'], locale: string) => {
  const req = await createLocalReq({ locale }, payload)
  return getDefaultValue({ defaultValue, locale, req, user: null, value: undefined })
}

const everyLocalizedDefault = (): Found[] => [
  ...payload.config.collections.flatMap((c) => localizedWithDefault(c.fields, `${c.slug}.`, false)),
  ...payload.config.globals.flatMap((g) => localizedWithDefault(g.fields, `${g.slug}.`, false)),
]

describe("per-language fields' defaults", () => {
  it('give a default in the default language only, in every collection and global', async () => {
    const found = everyLocalizedDefault()
    // The walk sees the fields that have one (it is not vacuous).
    expect(found.map((f) => f.path)).toContain('projects.category')
    const written: string[] = []
    for (const { path, defaultValue } of found) {
      for (const locale of ['es', 'ar', 'all']) {
        const value = await defaultIn(defaultValue, locale)
        if (value !== undefined) written.push(`${path} in ${locale}: ${JSON.stringify(value)}`)
      }
      expect(await defaultIn(defaultValue, 'en'), `${path} in en`).toBeDefined()
    }
    expect(written).toEqual([])
  })

  it('have no column default in the per-language tables, which would fill a new language', async () => {
    // A static `defaultValue` becomes the column's DEFAULT: an Arabic row made for a title
    // alone got "Web App" from the database, whatever the field's default said.
    const { rows } = await payload.db.drizzle.execute(
      sql.raw(
        `SELECT table_name, column_name, column_default FROM information_schema.columns ` +
          `WHERE table_schema = 'public' AND table_name LIKE '%\\_locales' ` +
          `AND column_default IS NOT NULL AND column_name <> 'id'`,
      ),
    )
    expect(rows).toEqual([])
  })

  it('leaves an Arabic save of the title alone: the category stays untranslated', async () => {
    const project = await payload.create({
      collection: 'projects',
      data: { title: 'Book shelf', description: 'Lends books.', category: 'library' },
      ...asAdmin,
    })
    await payload.update({
      collection: 'projects',
      id: project.id,
      locale: 'ar',
      data: { title: 'رف الكتب', _status: 'published' },
      ...asAdmin,
    })
    const all = (await payload.findByID({
      collection: 'projects',
      id: project.id,
      locale: 'all',
      depth: 0,
      ...asAdmin,
    })) as unknown as { title: Record<string, string>; category: Record<string, string | null> }
    expect(all.title).toMatchObject({ en: 'Book shelf', ar: 'رف الكتب' })
    expect(all.category.en).toBe('library')
    expect(all.category.ar ?? null).toBeNull()
    const arabic = await payload.findByID({
      collection: 'projects',
      id: project.id,
      locale: 'ar',
      ...asAdmin,
    })
    expect(arabic.category).toBe('library')
  })

  it('still gives a new record its default in the default language', async () => {
    const project = await payload.create({
      collection: 'projects',
      data: { title: 'No category given', description: 'x' } as never,
      ...asAdmin,
    })
    expect(project.category).toBe('Web App')
  })
})
