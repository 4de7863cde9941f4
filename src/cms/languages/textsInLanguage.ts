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

/** The default language, then the first (a site whose default changed keeps its English texts). */
export const fallbackChain = ({ fallback }: ReadLanguage): string[] => [
  ...new Set([fallback, FIRST_LANGUAGE]),
]

/** Fields shown in another language → that language; a symbol, which serialisation skips. */
const UNTRANSLATED = Symbol('untranslated')

/** The fields of a document from `textsInLanguage` shown in another language, if any. */
export const untranslatedOf = (doc: unknown): Readonly<Record<string, string>> =>
  (doc && typeof doc === 'object'
    ? (doc as { [UNTRANSLATED]?: Record<string, string> })[UNTRANSLATED]
    : undefined) ?? {}

/** A text in a language, else in the first fallback that has it, with the language picked. */
const pick = (perLanguage: unknown, language: ReadLanguage): [unknown, string] => {
  if (!perLanguage || typeof perLanguage !== 'object' || Array.isArray(perLanguage))
    return [perLanguage, language.locale]
  const texts = perLanguage as Record<string, unknown>
  if (!isMissing(texts[language.locale])) return [texts[language.locale], language.locale]
  const found = fallbackChain(language).find((code) => !isMissing(texts[code]))
  return found === undefined ? [null, language.locale] : [texts[found], found]
}

/** Only the fields holding a per-language text are walked; the rest, most columns, are copied. */
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
 * An adapter-read document (`{ en: …, es: … }` per text) in one language, as Payload's reads
 * shape it, for the public reads that skip Payload; runs on every uncached public read.
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
