import { describe, expect, it } from 'vitest'

import { SITE_WORD_MAX_LENGTH, validateSiteWords } from './siteWords'

describe('validateSiteWords', () => {
  it("takes nothing, and a language's words for the site's own words", () => {
    expect(validateSiteWords(null)).toBe(true)
    expect(validateSiteWords({ it: { 'skills.viewAll': 'Vedi tutte le competenze' } })).toBe(true)
    expect(validateSiteWords({ it: { 'skills.showing': 'Mostra {count} competenze' } })).toBe(true)
  })

  it('refuses a language or a word the site does not have, and says which', () => {
    expect(validateSiteWords({ xx: {} })).toBe('"xx" is not a language of the catalogue.')
    expect(validateSiteWords({ it: { 'no.such': 'x' } })).toBe(
      '"no.such" is not a word of the site.',
    )
    expect(validateSiteWords(['it'])).toBe('Site words must be an object of languages.')
  })

  it('refuses a text too long, not text, or with a placeholder the site does not fill in', () => {
    const long = 'x'.repeat(SITE_WORD_MAX_LENGTH + 1)
    expect(validateSiteWords({ it: { 'skills.viewAll': long } })).toMatch(
      /must be 200 characters or fewer \(it has 201\)/,
    )
    expect(validateSiteWords({ it: { 'skills.viewAll': 3 } })).toMatch(/must be text/)
    expect(validateSiteWords({ it: { 'skills.viewAll': 'Tutte {count}' } })).toMatch(
      /has \{count\}, which the site does not fill in: it takes no placeholder/,
    )
  })

  it("takes a counted word's forms the language uses, beside the word itself", () => {
    const polish = {
      'skills.showing': 'Pokazano {count} umiejętności',
      'skills.showing#one': 'Pokazano {count} umiejętność',
      'skills.showing#few': 'Pokazano {count} umiejętności',
      'skills.showing#many': 'Pokazano {count} umiejętności',
    }
    expect(validateSiteWords({ pl: polish })).toBe(true)
  })

  it('refuses a form the language does not use, of a word that counts nothing, or alone', () => {
    expect(
      validateSiteWords({ it: { 'skills.showing': 'x {count}', 'skills.showing#few': 'y' } }),
    ).toBe(
      'Italian has no "few" form of a counted word: it uses "one", "many" besides the word itself.',
    )
    expect(validateSiteWords({ ja: { 'skills.showing': 'x', 'skills.showing#one': 'y' } })).toBe(
      'Japanese has no "one" form of a counted word: it writes one form for every count.',
    )
    expect(
      validateSiteWords({ it: { 'skills.viewAll': 'Tutte', 'skills.viewAll#one': 'y' } }),
    ).toBe('"View all skills" counts nothing: it has no "one" form.')
    expect(validateSiteWords({ it: { 'skills.showing#one': 'Mostra {count} competenza' } })).toBe(
      'The Italian "one" form of "Showing {count} skills" needs the word itself too (the form for other counts).',
    )
    expect(validateSiteWords({ it: { 'no.such#one': 'x' } })).toBe(
      '"no.such" is not a word of the site.',
    )
  })
})
