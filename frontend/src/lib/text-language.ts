/** A record as the API answers it in a language: it names the texts it has no translation for. */
type Translatable = { untranslated?: Record<string, string> }

/**
 * The `lang` attribute of a record's text shown in another language than the page's, because it
 * has no translation yet (issue 29, item 9): screen readers then pronounce it in its own
 * language. Nothing for a translated text, which takes the page's.
 */
export const textLang = <Record extends Translatable>(
  record: Record,
  field: keyof Record & string,
): { lang?: string } => {
  const shownIn = record.untranslated?.[field]
  return shownIn ? { lang: shownIn } : {}
}
