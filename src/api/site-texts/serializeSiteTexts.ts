import { untranslatedOf } from '../../cms/languages/textsInLanguage'
import type { SiteText } from '../../shared/payload-types'
import { FIRST_LANGUAGE } from '../../shared/languages/languageCatalogue'
import { defaultSiteTexts, type SiteTexts } from '../../shared/siteTexts'

/** The owner's site words in `locale` (those of that language only, never another's). */
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

/** The language the defaults are written in. */
const DEFAULTS_LANGUAGE = FIRST_LANGUAGE

/**
 * The stored global → `SiteTexts`. Texts the owner has not set (a global never published, or a
 * text added to the site after the last publish) answer their defaults, one at a time. Each page
 * names the texts it shows in another language than `locale` (no translation yet: the default
 * language's text, or the default) as `untranslated`, text → language, so the site marks them
 * with their `lang` as it marks the owner's untranslated content. The owner's site words in
 * `locale`, if any, come as `words`.
 */
export const serializeSiteTexts = (
  doc: SiteText | null | undefined,
  locale: string = FIRST_LANGUAGE,
): SiteTexts => {
  const stored = (doc ?? {}) as Record<string, Record<string, unknown> | null | undefined>
  const words = ownerWordsIn(doc, locale)
  const pages = Object.fromEntries(
    Object.entries(defaultSiteTexts).map(([page, defaults]) => {
      const shownIn = untranslatedOf(stored[page])
      const untranslated: Record<string, string> = {}
      const texts = Object.fromEntries(
        Object.entries(defaults).map(([name, fallback]) => {
          const value = stored[page]?.[name]
          const usable = Array.isArray(fallback)
            ? Array.isArray(value) && value.length > 0
            : typeof fallback === 'number'
              ? typeof value === 'number'
              : typeof value === 'string' && value.trim() !== ''
          // Only a text is in a language (lists are names, numbers are numbers).
          const language = usable ? shownIn[name] : DEFAULTS_LANGUAGE
          if (typeof fallback === 'string' && language && language !== locale)
            untranslated[name] = language
          return [name, usable ? value : fallback]
        }),
      )
      return [page, Object.keys(untranslated).length > 0 ? { ...texts, untranslated } : texts]
    }),
  ) as SiteTexts
  return Object.keys(words).length > 0 ? { ...pages, words } : pages
}
