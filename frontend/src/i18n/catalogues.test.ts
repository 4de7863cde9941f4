import { describe, expect, expectTypeOf, it } from 'vitest'

import { ar } from './ar'
import { de } from './de'
import { type Catalogue, en, type FrameCatalogue } from './en'
import { es } from './es'
import { words as esSkills } from './es/skills'
import { fr } from './fr'
import type { Messages, PluralMessage } from './messages'
import { pt } from './pt'
import { words as ptSkills } from './pt/skills'
import { loadCatalogue, loadedCatalogue, toSiteLanguage, wordsPartOf } from './site-languages'

const FRAMES = { es, fr, de, pt, ar }
const PAGE_PARTS = import.meta.glob<Messages>('./{es,fr,de,pt,ar}/*.ts', {
  eager: true,
  import: 'words',
})
const ENGLISH_PARTS = import.meta.glob<Messages>('./en/*.ts', { eager: true })

/** A language's whole catalogue: the frame's words and every page part. */
const whole = (language: string): Messages =>
  Object.assign(
    {},
    FRAMES[language as keyof typeof FRAMES],
    ...Object.entries(PAGE_PARTS)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([, words]) => words),
  ) as Messages

const TRANSLATIONS = Object.fromEntries(
  Object.keys(FRAMES).map((language) => [language, whole(language)]),
) as Record<keyof typeof FRAMES, Messages>
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const

/** The `{name}` placeholders a text or every form of a plural message uses. */
const placeholders = (message: string | PluralMessage): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message)
  return [...new Set(texts.flatMap((text) => text.match(/\{\w+\}/g) ?? []))].sort()
}

describe('the catalogues', () => {
  it('cannot leave out an English key (type check)', () => {
    expectTypeOf(es).toEqualTypeOf<FrameCatalogue>()
    // @ts-expect-error — a catalogue without every English key does not compile.
    const incomplete: Catalogue = { 'layout.skipToContent': 'Saltar al contenido' }
    expect(Object.keys(incomplete)).toHaveLength(1)
  })

  it.each(Object.entries(TRANSLATIONS))('%s has every English key and no other', (_, words) => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort())
    for (const [key, message] of Object.entries(words)) {
      expect(message, key).not.toBe('')
      // A counted English message stays counted, a plain one plain.
      expect(typeof message, key).toBe(typeof en[key as keyof typeof en])
    }
  })

  it('splits each language as English: a page part has the keys of the English part it is named after', () => {
    // A lazy piece of a page may bring its English words in a file of their own (project-access).
    const englishOf = (part: string): Messages =>
      Object.assign(
        {},
        ...Object.values(ENGLISH_PARTS)
          .map((module) => Object.values(module)[0] as Messages)
          .filter((english) => wordsPartOf(english) === part),
      )
    for (const [path, words] of Object.entries(PAGE_PARTS)) {
      const name = path.split('/')[2]!
      const english = Object.values(ENGLISH_PARTS[`./en/${name}`]!)[0] as Messages
      expect(wordsPartOf(english), path).toBe(name.replace(/\.ts$/, ''))
      const keys = Object.keys(englishOf(name.replace(/\.ts$/, ''))).sort()
      expect(Object.keys(words).sort(), path).toEqual(keys)
    }
    expect(Object.keys(PAGE_PARTS)).toHaveLength(5 * 10)
  })

  it.each(Object.entries(TRANSLATIONS))(
    '%s uses the placeholders of the English message',
    (language, words) => {
      for (const [key, message] of Object.entries(words)) {
        const english = placeholders(en[key as keyof typeof en])
        const own = placeholders(message)
        // A form may spell a number out ("one skill" in Arabic), so {count} is optional.
        expect(
          own.filter((name) => name !== '{count}'),
          `${language} ${key}`,
        ).toEqual(english.filter((name) => name !== '{count}'))
      }
    },
  )

  it("has every form each language's plural rules can pick", () => {
    const counts = [0, 1, 2, 3, 5, 11, 21, 100, 102, 1_000_000]
    for (const [language, words] of Object.entries({ en, ...TRANSLATIONS })) {
      const rules = new Intl.PluralRules(language)
      const picked = new Set(counts.map((count) => rules.select(count)))
      for (const [key, message] of Object.entries(words)) {
        if (typeof message === 'string') continue
        for (const form of picked) {
          // `other` stands in for a form a language leaves to it (Spanish `many` for millions).
          if (form === 'many' && language !== 'ar') continue
          expect(message[form as keyof PluralMessage], `${language} ${key} ${form}`).toBeTruthy()
        }
      }
    }
    expect(Object.keys(TRANSLATIONS.ar['skills.showing']!).sort()).toEqual([...PLURAL_FORMS].sort())
  })
})

describe('loading a language', () => {
  it('fetches a language when asked, once', async () => {
    expect(loadedCatalogue('pt')).toBeUndefined()
    const [first, again] = await Promise.all([loadCatalogue('pt'), loadCatalogue('pt')])
    expect(again).toBe(first)
    expect(first).toEqual(pt)
    expect(loadedCatalogue('pt')).toEqual(pt)
  })

  it("fetches a page's part of a language with it, and keeps the frame's words", async () => {
    await loadCatalogue('pt', ['skills'])
    expect(loadedCatalogue('pt')).toEqual({ ...pt, ...ptSkills })
    expect(loadedCatalogue('es')).toBeUndefined()
    await loadCatalogue('es', ['skills'])
    expect(loadedCatalogue('es')?.['skills.title']).toBe(esSkills['skills.title'])
  })

  it('reads a language code as a site language, English for any it has no words for', () => {
    expect(toSiteLanguage('es')).toBe('es')
    expect(toSiteLanguage('pt-BR')).toBe('pt')
    expect(toSiteLanguage('AR')).toBe('ar')
    expect(toSiteLanguage('xx')).toBe('en')
    expect(toSiteLanguage('')).toBe('en')
  })
})
