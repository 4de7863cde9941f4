/** Where a visitor's "no thanks" to the offer of another language is remembered. */
const SUGGESTION_DISMISSED_KEY = 'language-suggestion-dismissed'

/**
 * The language to offer a visitor on a page in `pageLanguage`: the first of their preferred
 * languages (navigator.languages, best first; 'es-MX' counts as 'es') that the site has, unless
 * that is the page's own language already — then none, since the page is what they prefer most.
 */
export const suggestedLanguage = (
  preferred: readonly string[],
  pageLanguage: string,
  enabled: readonly string[],
): string | null => {
  for (const tag of preferred) {
    const code = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
    if (code === pageLanguage) return null
    if (enabled.includes(code)) return code
  }
  return null
}

/** Whether the visitor has already said no to the offer (once for all languages and pages). */
export const isSuggestionDismissed = (storage: Storage): boolean =>
  storage.getItem(SUGGESTION_DISMISSED_KEY) !== null

/** Remembers the visitor's "no thanks": the offer is not made again in this browser. */
export const dismissSuggestion = (storage: Storage): void =>
  storage.setItem(SUGGESTION_DISMISSED_KEY, new Date().toISOString())
