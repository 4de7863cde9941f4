import type { FlattenedField } from 'payload'

import { FIRST_LANGUAGE } from '../../shared/languages/languageCatalogue'

/** The language a read answers in, and the one a text with no translation falls back to. */
export type ReadLanguage = { locale: string; fallback: string }

/** Reading in the first language: what every read did before languages existed. */
export const FIRST_LANGUAGE_READ: ReadLanguage = {
  locale: FIRST_LANGUAGE,
  fallback: FIRST_LANGUAGE,
}

const isMissing = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

/**
 * The languages a missing text is looked for in, in order: the site's default, then the first
 * language (a site whose default became another language still has its English-only texts).
 */
export const fallbackChain = ({ fallback }: ReadLanguage): string[] => [
  ...new Set([fallback, FIRST_LANGUAGE]),
]

/** One stored text in a language: its own when it has one, else the first fallback that has it. */
const pick = (perLanguage: unknown, language: ReadLanguage): unknown => {
  if (!perLanguage || typeof perLanguage !== 'object' || Array.isArray(perLanguage))
    return perLanguage
  const texts = perLanguage as Record<string, unknown>
  if (!isMissing(texts[language.locale])) return texts[language.locale]
  const found = fallbackChain(language).find((code) => !isMissing(texts[code]))
  return found === undefined ? null : texts[found]
}

/**
 * A document as the database adapter reads it (every language of each per-language field, as
 * `{ en: …, es: … }`) → the document in one language, as Payload's own reads shape it: each
 * per-language field holds the `locale`'s value, or the fallback language's when it has none.
 * For the public reads that go to the adapter directly (`findContentDocs`); walks arrays,
 * groups and named tabs of the collection's flattened fields.
 */
export const textsInLanguage = <Doc>(
  fields: readonly FlattenedField[],
  doc: Doc,
  language: ReadLanguage,
): Doc => {
  if (!doc || typeof doc !== 'object') return doc
  const out: Record<string, unknown> = { ...(doc as Record<string, unknown>) }
  for (const field of fields) {
    if (!(field.name in out)) continue
    const value = field.localized ? pick(out[field.name], language) : out[field.name]
    if (field.type === 'array' && Array.isArray(value)) {
      out[field.name] = value.map((row) => textsInLanguage(field.flattenedFields, row, language))
    } else if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field) {
      out[field.name] = textsInLanguage(field.flattenedFields, value, language)
    } else {
      out[field.name] = value
    }
  }
  return out as Doc
}
