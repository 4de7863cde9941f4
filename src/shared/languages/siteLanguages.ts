import { FIRST_LANGUAGE, isLanguageCode, type LanguageCode } from './languageCatalogue'

export type SiteLanguages = { default: LanguageCode; enabled: LanguageCode[] }

export const FIRST_SITE_LANGUAGES: SiteLanguages = {
  default: FIRST_LANGUAGE,
  enabled: [FIRST_LANGUAGE],
}

/** By field, or null: at least one catalogue language, each once; the default among them. */
export const siteLanguagesProblems = (choice: {
  default: unknown
  enabled: unknown
}): Record<string, string> | null => {
  const problems: Record<string, string> = {}
  const enabled = choice.enabled
  if (!Array.isArray(enabled) || enabled.length === 0) {
    problems.enabled = 'Enable at least one language.'
  } else {
    const unknown = enabled.filter((code) => typeof code !== 'string' || !isLanguageCode(code))
    if (unknown.length > 0)
      problems.enabled = `Not in the catalogue of languages: ${unknown.map(String).join(', ')}.`
    else if (new Set(enabled).size !== enabled.length)
      problems.enabled = 'Each language may be enabled once.'
  }
  if (typeof choice.default !== 'string' || !isLanguageCode(choice.default)) {
    problems.default = `Not in the catalogue of languages: ${String(choice.default)}.`
  } else if (Array.isArray(enabled) && !enabled.includes(choice.default)) {
    problems.default = `The default language (${choice.default}) must be one of the enabled languages.`
  }
  return Object.keys(problems).length > 0 ? problems : null
}
