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

/**
 * Where a document read in one language keeps the fields it shows in another language, because
 * their translation is missing: field name → the language of the text shown. A symbol, so the
 * document's own fields and their serialisation stay as they were; object spreads keep it.
 */
const UNTRANSLATED = Symbol('untranslated')

/** The fields of a document from `textsInLanguage` shown in another language, if any. */
export const untranslatedOf = (doc: unknown): Readonly<Record<string, string>> =>
  (doc && typeof doc === 'object'
    ? (doc as { [UNTRANSLATED]?: Record<string, string> })[UNTRANSLATED]
    : undefined) ?? {}

/**
 * One stored text in a language: its own when it has one, else the first fallback that has it,
 * with the language of the text picked.
 */
const pick = (perLanguage: unknown, language: ReadLanguage): [unknown, string] => {
  if (!perLanguage || typeof perLanguage !== 'object' || Array.isArray(perLanguage))
    return [perLanguage, language.locale]
  const texts = perLanguage as Record<string, unknown>
  if (!isMissing(texts[language.locale])) return [texts[language.locale], language.locale]
  const found = fallbackChain(language).find((code) => !isMissing(texts[code]))
  return found === undefined ? [null, language.locale] : [texts[found], found]
}

/**
 * How `textsInLanguage` walks one list of fields: only those that hold a per-language text,
 * themselves or somewhere inside them (an array's rows, a group's or a named tab's fields).
 * The others are copied as they are, which is most of a document's columns.
 */
type LanguageStep = {
  name: string
  localized: boolean
  /** The fields of an array's rows or of a group or tab, when some of them hold such a text. */
  inner?: { kind: 'rows' | 'group'; fields: readonly FlattenedField[] }
}

const holdsLocalized = (field: FlattenedField): boolean =>
  field.localized === true ||
  ((field.type === 'array' || field.type === 'group' || field.type === 'tab') &&
    'flattenedFields' in field &&
    field.flattenedFields.some(holdsLocalized))

/** A collection's fields are fixed once Payload has started: each list's steps are made once. */
const stepsByFields = new WeakMap<readonly FlattenedField[], LanguageStep[]>()

const stepsOf = (fields: readonly FlattenedField[]): LanguageStep[] => {
  let steps = stepsByFields.get(fields)
  if (!steps) {
    steps = fields.filter(holdsLocalized).map((field) => ({
      name: field.name,
      localized: field.localized === true,
      inner:
        'flattenedFields' in field && field.flattenedFields.some(holdsLocalized)
          ? { kind: field.type === 'array' ? 'rows' : 'group', fields: field.flattenedFields }
          : undefined,
    }))
    stepsByFields.set(fields, steps)
  }
  return steps
}

/**
 * A document as the database adapter reads it (every language of each per-language field, as
 * `{ en: …, es: … }`) → the document in one language, as Payload's own reads shape it: each
 * per-language field holds the `locale`'s value, or the fallback language's when it has none.
 * For the public reads that go to the adapter directly (`findContentDocs`); walks arrays,
 * groups and named tabs of the collection's flattened fields. The top-level fields that show a
 * fallback's text, anywhere inside them, are listed under `UNTRANSLATED` (`untranslatedOf`).
 * It runs on every document of every uncached public read, so it visits only the fields that
 * hold a per-language text (`stepsOf`).
 */
export const textsInLanguage = <Doc>(
  fields: readonly FlattenedField[],
  doc: Doc,
  language: ReadLanguage,
): Doc => {
  if (!doc || typeof doc !== 'object') return doc
  const out: Record<string | symbol, unknown> = { ...(doc as Record<string, unknown>) }
  let untranslated: Record<string, string> | undefined
  const note = (name: string, shownIn: string | undefined) => {
    if (shownIn === undefined || shownIn === language.locale) return
    untranslated ??= {}
    untranslated[name] ??= shownIn
  }
  for (const { name, localized, inner } of stepsOf(fields)) {
    if (!(name in out)) continue
    let value = out[name]
    if (localized) {
      const [picked, shownIn] = pick(value, language)
      note(name, shownIn)
      value = picked
    }
    if (inner?.kind === 'rows' && Array.isArray(value)) {
      const rows = value.map((row) => textsInLanguage(inner.fields, row, language))
      rows.forEach((row) => note(name, Object.values(untranslatedOf(row))[0]))
      value = rows
    } else if (inner?.kind === 'group') {
      value = textsInLanguage(inner.fields, value, language)
      note(name, Object.values(untranslatedOf(value))[0])
    }
    out[name] = value
  }
  if (untranslated) out[UNTRANSLATED] = untranslated
  return out as Doc
}
