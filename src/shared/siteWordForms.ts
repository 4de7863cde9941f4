// The owner's words are a flat map, so a counted word's plural forms other than `other` are
// stored under `<key>#<form>` (`skills.showing#one`); the word's own key holds `other`.

/** CLDR order; every language has `other`. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const

export type PluralForm = (typeof PLURAL_FORMS)[number]

const FORM_SEPARATOR = '#'

export const pluralFormsOf = (language: string): PluralForm[] => {
  const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]
  return PLURAL_FORMS.filter((form) => used.includes(form))
}

// Round millions too: some languages treat them apart (Spanish "1 millón de": its `many` form).
const EXAMPLE_COUNTS = [...Array.from({ length: 1001 }, (_, count) => count), 1e6, 2e6, 1e9]

/** ("1, 21, 31"), to tell the owner which form it is. */
export const countsTaking = (language: string, form: PluralForm, howMany = 4): number[] => {
  const rules = new Intl.PluralRules(language)
  return EXAMPLE_COUNTS.filter((count) => rules.select(count) === form).slice(0, howMany)
}

export const formKey = (key: string, form: PluralForm): string =>
  form === 'other' ? key : `${key}${FORM_SEPARATOR}${form}`

export const splitFormKey = (ownerKey: string): { key: string; form: string | undefined } => {
  const at = ownerKey.indexOf(FORM_SEPARATOR)
  return at < 0
    ? { key: ownerKey, form: undefined }
    : { key: ownerKey.slice(0, at), form: ownerKey.slice(at + 1) }
}

export type FormTexts = { other: string } & Partial<Record<PluralForm, string>>

/** A form whose word has no `other` text is left out (the server refuses to store one). */
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
