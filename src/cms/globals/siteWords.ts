import type { Field } from 'payload'

import { isLanguageCode, languageOf } from '../../shared/languages/languageCatalogue'
import { pluralFormsOf, splitFormKey } from '../../shared/siteWordForms'
import { COUNTED_SITE_WORDS, ENGLISH_SITE_WORDS } from '../../shared/siteWordsEnglish'

export const SITE_WORD_MAX_LENGTH = 200

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)

const keyProblem = (
  code: string,
  ownerKey: string,
  words: Record<string, unknown>,
): string | null => {
  const language = languageOf(code)?.name ?? code
  const { key, form } = splitFormKey(ownerKey)
  const english = ENGLISH_SITE_WORDS[key]
  if (english === undefined) return `"${key}" is not a word of the site.`
  if (form === undefined) return null
  if (!COUNTED_SITE_WORDS.has(key)) return `"${english}" counts nothing: it has no "${form}" form.`
  const forms = pluralFormsOf(code).filter((name) => name !== 'other')
  if (!(forms as string[]).includes(form))
    return forms.length > 0
      ? `${language} has no "${form}" form of a counted word: it uses ${forms.map((name) => `"${name}"`).join(', ')} besides the word itself.`
      : `${language} has no "${form}" form of a counted word: it writes one form for every count.`
  if (typeof words[key] !== 'string')
    return `The ${language} "${form}" form of "${english}" needs the word itself too (the form for other counts).`
  return null
}

const wordProblem = (code: string, ownerKey: string, text: unknown): string | null => {
  const language = languageOf(code)?.name ?? code
  const english = ENGLISH_SITE_WORDS[splitFormKey(ownerKey).key]!
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

/** `{ <language>: { <key or key#form>: <text> } }`, with only its English word's placeholders. */
export const validateSiteWords = (value: unknown): true | string => {
  if (value === null || value === undefined) return true
  if (!isRecord(value)) return 'Site words must be an object of languages.'
  for (const [code, words] of Object.entries(value)) {
    if (!isLanguageCode(code)) return `"${code}" is not a language of the catalogue.`
    if (!isRecord(words)) return `The words of ${code} must be an object of words.`
    for (const [key, text] of Object.entries(words)) {
      const problem = keyProblem(code, key, words) ?? wordProblem(code, key, text)
      if (problem) return problem
    }
  }
  return true
}

/**
 * Keyed by language, not a localized field: a language's words must never fall back to another's
 * (an English change is no Spanish word).
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
