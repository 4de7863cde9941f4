import { describe, expect, it } from 'vitest'

import { SITE_TEXT_PAGES } from '../../shared/siteTexts'
import { siteTextWordIn } from '../../shared/siteTextWords/siteTextWordsIn'
import { missingTranslations } from './missingTranslations'
import { siteTextsWithDefaults } from './siteTextsWithDefaults'

type Read = Record<string, Record<string, Record<string, string>>>

const greeting = SITE_TEXT_PAGES.home.fields.greeting.default

describe('siteTextsWithDefaults', () => {
  it('gives a never-saved text its default in every language that comes with words', () => {
    const filled = siteTextsWithDefaults({}, 'en') as Read
    expect(filled.home!.greeting).toMatchObject({ en: greeting, es: 'Hola, soy', ar: 'مرحبًا، أنا' })
    // Italian has no words of its own: the owner has to write it.
    expect(filled.home!.greeting).not.toHaveProperty('it')
  })

  it('reads a never-saved text given as one default (not per language) as nothing stored', () => {
    const filled = siteTextsWithDefaults({ home: { greeting: 'Hi there, I’m' } }, 'en') as Read
    expect(filled.home!.greeting!.en).toBe(greeting)
    expect(filled.home!.greeting!.es).toBe('Hola, soy')
  })

  it("keeps the owner's words and translations only, once the default language's is theirs", () => {
    const filled = siteTextsWithDefaults(
      {
        home: {
          greeting: { en: 'Hello, I am', fr: 'Salut, moi c’est' },
          availability: { en: ' ' },
        },
      },
      'en',
    ) as Read
    expect(filled.home!.greeting).toEqual({ en: 'Hello, I am', fr: 'Salut, moi c’est' })
    expect(filled.home!.availability!.en).toBe(SITE_TEXT_PAGES.home.fields.availability.default)
  })

  it('fills the default language the owner chose, in its own words', () => {
    const filled = siteTextsWithDefaults({ home: { greeting: { en: 'Hello' } } }, 'es') as Read
    expect(filled.home!.greeting).toMatchObject({ en: 'Hello', es: 'Hola, soy' })
  })
})

describe('the Site texts a new language lacks', () => {
  const fields = [
    {
      name: 'home',
      type: 'tab',
      flattenedFields: Object.keys(SITE_TEXT_PAGES.home.fields).map((name) => ({
        name,
        type: 'text',
        localized: true,
      })),
    },
  ] as never
  const missing = (doc: unknown, language: string) =>
    missingTranslations(fields, siteTextsWithDefaults(doc, 'en'), [language], 'en')[language]

  it('are none for a language with words of its own until the owner changes a text', () => {
    expect(missing({}, 'es')).toEqual([])
    expect(missing({}, 'ar')).toEqual([])
    expect(missing({ home: { greeting: { en: 'Hello, I am' } } }, 'es')).toEqual(['Greeting'])
    expect(
      missing({ home: { greeting: { en: 'Hello, I am', es: 'Hola, me llamo' } } }, 'es'),
    ).toEqual([])
  })

  it('are every worded text for a language without words of its own', () => {
    expect(missing({}, 'it')).toHaveLength(
      Object.values(SITE_TEXT_PAGES.home.fields).filter(
        (field) => field.kind === 'text' || field.kind === 'textarea',
      ).length,
    )
    expect(siteTextWordIn('it', 'home', 'greeting')).toBeUndefined()
  })
})
