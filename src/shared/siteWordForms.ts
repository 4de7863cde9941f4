/**
 * A counted word of the site ("Showing {count} skills") has one text per plural form its
 * language uses (`Intl.PluralRules`: Arabic six, Spanish two, Japanese one). The owner's words
 * are a flat map of texts, so a counted word's forms other than `other` are written under
 * `<key>#<form>` (`skills.showing#one`) beside the word's own key, which holds `other`.
 */

/** The plural forms in the order CLDR lists them; every language has `other`. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const

export type PluralForm = (typeof PLURAL_FORMS)[number]

const FORM_SEPARATOR = '#'

/** The forms `language` writes counted words in, in CLDR order (`other` last). */
export const pluralFormsOf = (language: string): PluralForm[] => {
  const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]
  return PLURAL_FORMS.filter((form) => used.includes(form))
}

// Counts to find examples among: the small ones, and the round millions some languages treat
// apart (Spanish says "1 millón de proyectos": its `many` form).
const EXAMPLE_COUNTS = [...Array.from({ length: 1001 }, (_, count) => count), 1e6, 2e6, 1e9]

/** A few counts that take `form` in `language` ("1, 21, 31"), to tell the owner which it is. */
export const countsTaking = (language: string, form: PluralForm, howMany = 4): number[] => {
  const rules = new Intl.PluralRules(language)
  return EXAMPLE_COUNTS.filter((count) => rules.select(count) === form).slice(0, howMany)
}

/** The owner's key of one form of a counted word: `other` is the word's own key. */
export const formKey = (key: string, form: PluralForm): string =>
  form === 'other' ? key : `${key}${FORM_SEPARATOR}${form}`

/** A key of the owner's words split into the word's key and, for a form, the form. */
export const splitFormKey = (ownerKey: string): { key: string; form: string | undefined } => {
  const at = ownerKey.indexOf(FORM_SEPARATOR)
  return at < 0
    ? { key: ownerKey, form: undefined }
    : { key: ownerKey.slice(0, at), form: ownerKey.slice(at + 1) }
}

/** A counted word's texts by form, as the site's catalogues hold them. */
export type FormTexts = { other: string } & Partial<Record<PluralForm, string>>

/**
 * The owner's words as the site uses them: a counted word's forms gathered into one entry by
 * form. A form whose word has no `other` text is left out (the server refuses to store one).
 */
export const ownerMessages = (
  words: Readonly<Record<string, string>>,
): Record<string, string | FormTexts> => {
  const messages: Record<string, string | FormTexts> = {}
  for (const [ownerKey, text] of Object.entries(words)) {
    const { key, form } = splitFormKey(ownerKey)
    if (form === undefined) {
      const current = messages[key]
      messages[key] = typeof current === 'object' ? { ...current, other: text } : text
      continue
    }
    const other = words[key]
    if (other === undefined) continue
    const current = messages[key]
    messages[key] = { ...(typeof current === 'object' ? current : { other }), [form]: text }
  }
  return messages
}
