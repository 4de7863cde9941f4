import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  countMissingTranslations,
  readMissingTranslations,
} from '../../../src/cms/languages/readMissingTranslations'
import { up as forgetStoredDefaults } from '../../../src/cms/migrations/20261128_221524_site_texts_defaults_not_stored'
import { SITE_TEXT_PAGES } from '../../../src/shared/siteTexts'
import { siteTextWordsOf } from '../../../src/shared/siteTextWords/siteTextWordsIn'
import { getLocalPayload } from '../../helpers/localPayload'

/**
 * Issue 45 item 6: the Site texts' defaults come in every language the site has words for and
 * are never stored as the owner's text; a text becomes the owner's once edited.
 */

let payload: Payload
const asAdmin = { overrideAccess: true } as const
const WORDED = Object.values(SITE_TEXT_PAGES).flatMap(({ fields }) =>
  Object.values(fields).filter((field) => field.kind === 'text' || field.kind === 'textarea'),
).length

type Stored = Record<string, Record<string, Record<string, string | null> | undefined>>
const readAll = async () =>
  (await payload.findGlobal({
    slug: 'site-texts',
    locale: 'all',
    draft: true,
    depth: 0,
    ...asAdmin,
  })) as unknown as Stored
const save = (locale: string, data: Record<string, unknown>) =>
  payload.updateGlobal({
    slug: 'site-texts',
    locale: locale as never,
    data: { ...data, _status: 'published' } as never,
    ...asAdmin,
  })
const missingSiteTexts = () =>
  readMissingTranslations(payload, { kind: 'global', slug: 'site-texts' })

beforeAll(async () => {
  payload = await getLocalPayload()
  await payload.updateGlobal({
    slug: 'site-languages',
    data: { default: 'en', enabled: ['en', 'es', 'ar', 'it'] },
    ...asAdmin,
  })
})
afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

describe("the Site texts' defaults", () => {
  it('leave nothing to translate in a language that comes with them, everything in one that does not', async () => {
    const missing = await missingSiteTexts()
    expect(missing.es).toEqual([])
    expect(missing.ar).toEqual([])
    expect(missing.it).toHaveLength(WORDED)
  })

  it("are not stored when a save sends them as they are, and an edit is the owner's", async () => {
    // What the first save of the old admin form sent: every English box at its default.
    const english = siteTextWordsOf('en')!
    const before = await countMissingTranslations(payload)
    await save('en', { ...english, home: { ...english.home, greeting: 'Hello, I am' } })
    await save('es', { home: { availability: 'Disponible para nuevas oportunidades' } })
    const stored = await readAll()
    expect(stored.home!.greeting).toMatchObject({ en: 'Hello, I am' })
    expect(stored.home!.techStackTitle?.en ?? null).toBeNull()
    expect(stored.home!.availability?.es ?? null).toBeNull()
    expect(stored.footer!.quote?.en ?? null).toBeNull()

    // Only the edited text is the owner's, to translate in every other language.
    const missing = await missingSiteTexts()
    expect(missing.es).toEqual(['Greeting'])
    expect(missing.ar).toEqual(['Greeting'])
    const after = await countMissingTranslations(payload)
    expect(after.es).toBe(before.es! + 1)
    expect(after.it).toBe(before.it)

    await save('es', { home: { greeting: 'Hola, me llamo' } })
    expect((await missingSiteTexts()).es).toEqual([])
  })

  it("keeps a translation that reads like the default when the owner's text would show instead", async () => {
    await save('en', { home: { techStackTitle: 'My Stack' } })
    await save('es', { home: { techStackTitle: 'Stack tecnológico' } })
    expect((await readAll()).home!.techStackTitle).toMatchObject({
      en: 'My Stack',
      es: 'Stack tecnológico',
    })
  })

  it('stored before this release as the English defaults, become defaults again', async () => {
    const run = (query: string) => payload.db.drizzle.execute(sql.raw(query))
    await run(
      `UPDATE site_texts_locales SET home_work_button = 'View Work', footer_note = 'Mine.' ` +
        `WHERE _locale = 'en'`,
    )
    await forgetStoredDefaults({ db: payload.db.drizzle } as never)
    const { rows } = await run(
      `SELECT home_work_button, footer_note FROM site_texts_locales WHERE _locale = 'en'`,
    )
    expect(rows).toEqual([{ home_work_button: null, footer_note: 'Mine.' }])
  })
})
