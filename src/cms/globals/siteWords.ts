import type { Field } from 'payload'

import { isLanguageCode, languageOf } from '../../shared/languages/languageCatalogue'
import { ENGLISH_SITE_WORDS } from '../../shared/siteWordsEnglish'

/** Longest text of one site word the owner may write. */
export const SITE_WORD_MAX_LENGTH = 200

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)

/** Why one word the owner wrote cannot be used, or null. */
const wordProblem = (code: string, key: string, text: unknown): string | null => {
  const language = languageOf(code)?.name ?? code
  const english = ENGLISH_SITE_WORDS[key]
  if (english === undefined) return `"${key}" is not a word of the site.`
  if (typeof text !== 'string') return `The ${language} word for "${english}" must be text.`
  if (text.length > SITE_WORD_MAX_LENGTH)
    return `The ${language} word for "${english}" must be ${SITE_WORD_MAX_LENGTH} characters or fewer (it has ${text.length}).`
  const known = placeholdersOf(english)
  const unknown = placeholdersOf(text).find((name) => !known.includes(name))
  if (unknown === undefined) return null
  return known.length > 0
    ? `The ${language} word for "${english}" has {${unknown}}, which the site does not fill in: use ${known.map((name) => `{${name}}`).join(', ')}.`
    : `The ${language} word for "${english}" has {${unknown}}, which the site does not fill in: it takes no placeholder.`
}

/**
 * The owner's words, `{ <language>: { <word key>: <text> } }`: each language a catalogue code,
 * each key a word of the site, each text at most `SITE_WORD_MAX_LENGTH` characters and using
 * only the placeholders (`{count}`, `{name}`…) its English word has.
 */
export const validateSiteWords = (value: unknown): true | string => {
  if (value === null || value === undefined) return true
  if (!isRecord(value)) return 'Site words must be an object of languages.'
  for (const [code, words] of Object.entries(value)) {
    if (!isLanguageCode(code)) return `"${code}" is not a language of the catalogue.`
    if (!isRecord(words)) return `The words of ${code} must be an object of words.`
    for (const [key, text] of Object.entries(words)) {
      const problem = wordProblem(code, key, text)
      if (problem) return problem
    }
  }
  return true
}

/**
 * The site's own words (buttons, labels, empty states) as the owner writes them, per language:
 * for a language the site has no words of its own for, or to change one of them. One value for
 * all languages, keyed by language, not a localized field: a language's words must never be
 * read from another's (an English change is no Spanish word). The admin edits the language
 * chosen in the Locale menu (SiteWordsField).
 */
export const siteWordsField: Field = {
  name: 'siteWords',
  label: 'Words',
  type: 'json',
  validate: validateSiteWords,
  admin: {
    components: { Field: '/src/cms/admin/SiteWordsField#SiteWordsField' },
  },
}
