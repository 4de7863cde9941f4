import {
  fallbackChain,
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
  untranslatedOf,
} from '../../cms/languages/textsInLanguage'
import type { SiteText } from '../../shared/payload-types'
import type { SiteTexts } from '../../shared/siteTexts'
import {
  defaultSiteTextsIn,
  SITE_TEXT_WORD_LANGUAGES,
} from '../../shared/siteTextWords/siteTextWordsIn'

/** That language's only, never another's. */
export const ownerWordsIn = (
  doc: SiteText | null | undefined,
  locale: string,
): Record<string, string> => {
  const all = doc?.siteWords
  const words =
    all && typeof all === 'object' && !Array.isArray(all)
      ? (all as Record<string, unknown>)[locale]
      : undefined
  if (!words || typeof words !== 'object' || Array.isArray(words)) return {}
  return Object.fromEntries(
    Object.entries(words).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

/** `untranslated` names texts shown in another language, so the site marks their `lang`. */
export const serializeSiteTexts = (
  doc: SiteText | null | undefined,
  language: ReadLanguage = FIRST_LANGUAGE_READ,
): SiteTexts => {
  const stored = (doc ?? {}) as Record<string, Record<string, unknown> | null | undefined>
  const words = ownerWordsIn(doc, language.locale)
  const chain = [language.locale, ...fallbackChain(language)]
  const defaults = defaultSiteTextsIn(chain)
  const defaultsLanguage = chain.find((code) => SITE_TEXT_WORD_LANGUAGES.includes(code)) ?? 'en'
  const pages = Object.fromEntries(
    Object.entries(defaults).map(([page, pageDefaults]) => {
      const shownIn = untranslatedOf(stored[page])
      const untranslated: Record<string, string> = {}
      const texts = Object.fromEntries(
        Object.entries(pageDefaults as Record<string, unknown>).map(([name, fallback]) => {
          const value = stored[page]?.[name]
          const usable = Array.isArray(fallback)
            ? Array.isArray(value) && value.length > 0
            : typeof fallback === 'number'
              ? typeof value === 'number'
              : typeof value === 'string' && value.trim() !== ''
          // Only a text is in a language (lists are names, numbers are numbers).
          const shown = usable ? shownIn[name] : defaultsLanguage
          if (typeof fallback === 'string' && shown && shown !== language.locale)
            untranslated[name] = shown
          return [name, usable ? value : fallback]
        }),
      )
      return [page, Object.keys(untranslated).length > 0 ? { ...texts, untranslated } : texts]
    }),
  ) as SiteTexts
  return Object.keys(words).length > 0 ? { ...pages, words } : pages
}
