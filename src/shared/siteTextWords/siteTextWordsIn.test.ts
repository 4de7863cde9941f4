import { describe, expect, it } from 'vitest'

import { defaultSiteTexts, SITE_TEXT_PAGES } from '../siteTexts'
import { defaultSiteTextsIn, SITE_TEXT_WORD_LANGUAGES, siteTextWordIn } from './siteTextWordsIn'

const worded = Object.entries(SITE_TEXT_PAGES).flatMap(([page, { fields }]) =>
  Object.entries(fields).flatMap(([name, field]) =>
    field.kind === 'text' || field.kind === 'textarea' ? [{ page, name, field }] : [],
  ),
)
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([found]) => found)
// The About stats' values read the same in most languages.
const SAME_IN_EVERY_LANGUAGE = new Set(['yearsValue', 'companiesValue', 'passionValue'])

describe("the Site texts' bundled defaults", () => {
  it('come in the six languages the site has words for, English being the spec’s words', () => {
    expect(SITE_TEXT_WORD_LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'pt', 'ar'])
    for (const { page, name, field } of worded)
      expect(siteTextWordIn('en', page, name)).toBe(field.default)
  })

  it('are translated in every other language, within each limit, with the same placeholders', () => {
    for (const code of SITE_TEXT_WORD_LANGUAGES.filter((code) => code !== 'en')) {
      for (const { page, name, field } of worded) {
        const words = siteTextWordIn(code, page, name)!
        const where = `${code} ${page}.${name}`
        expect(words.trim(), where).not.toBe('')
        expect(words.length, where).toBeLessThanOrEqual(field.maxLength)
        expect(placeholders(words), where).toEqual(placeholders(field.default))
        if (!SAME_IN_EVERY_LANGUAGE.has(name)) expect(words, where).not.toBe(field.default)
      }
    }
  })

  it('are picked for a read from its language, else its first fallback that has words', () => {
    expect(defaultSiteTextsIn(['es', 'en']).home.workButton).toBe('Ver proyectos')
    expect(defaultSiteTextsIn(['ar', 'en']).contact.title).toBe('تواصل معي')
    expect(defaultSiteTextsIn(['it', 'fr', 'en']).home.greeting).toBe('Bonjour, je suis')
    expect(defaultSiteTextsIn(['it', 'en'])).toEqual(defaultSiteTexts)
    // Numbers and lists are not words: the same everywhere.
    expect(defaultSiteTextsIn(['de', 'en']).home.techStack).toEqual(defaultSiteTexts.home.techStack)
  })
})
