import { describe, expect, it } from 'vitest'

import { SITE_TEXT_PAGES } from '../../shared/siteTexts'
import { siteTextsWithDefaults } from './siteTextsWithDefaults'

type Read = Record<string, Record<string, Record<string, string>>>

describe('siteTextsWithDefaults', () => {
  it("gives a never-saved text the spec's words in the default language only", () => {
    const filled = siteTextsWithDefaults({}, 'en') as Read
    expect(filled.home!.greeting).toEqual({ en: SITE_TEXT_PAGES.home.fields.greeting.default })
    expect(filled.home!.greeting).not.toHaveProperty('es')
  })

  it('reads a never-saved text given as one default (not per language) as nothing stored', () => {
    const filled = siteTextsWithDefaults({ home: { greeting: 'Hi there, I’m' } }, 'en') as Read
    expect(filled.home!.greeting).toEqual({ en: SITE_TEXT_PAGES.home.fields.greeting.default })
  })

  it("keeps the owner's words and the translations, and fills an empty default", () => {
    const filled = siteTextsWithDefaults(
      { home: { greeting: { en: 'Hello, I am', es: 'Hola, soy' }, availability: { en: ' ' } } },
      'en',
    ) as Read
    expect(filled.home!.greeting).toEqual({ en: 'Hello, I am', es: 'Hola, soy' })
    expect(filled.home!.availability!.en).toBe(SITE_TEXT_PAGES.home.fields.availability.default)
  })

  it('fills the default language the owner chose', () => {
    const filled = siteTextsWithDefaults({ home: { greeting: { en: 'Hello' } } }, 'es') as Read
    expect(filled.home!.greeting).toEqual({
      en: 'Hello',
      es: SITE_TEXT_PAGES.home.fields.greeting.default,
    })
  })
})
