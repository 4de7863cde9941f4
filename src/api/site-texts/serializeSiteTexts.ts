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

/**
 * The stored global → `SiteTexts`. Texts the owner has not set (a global never published, or a
 * text added to the site after the last publish) answer their defaults, one at a time. The
 * owner's site words in `locale`, if any, come as `words`.
 */
export const serializeSiteTexts = (
  doc: SiteText | null | undefined,
  locale: string = FIRST_LANGUAGE,
): SiteTexts => {
  const stored = (doc ?? {}) as Record<string, Record<string, unknown> | null | undefined>
  const words = ownerWordsIn(doc, locale)
  const pages = Object.fromEntries(
    Object.entries(defaultSiteTexts).map(([page, defaults]) => [
      page,
      Object.fromEntries(
        Object.entries(defaults).map(([name, fallback]) => {
          const value = stored[page]?.[name]
          const usable = Array.isArray(fallback)
            ? Array.isArray(value) && value.length > 0
            : typeof fallback === 'number'
              ? typeof value === 'number'
              : typeof value === 'string' && value.trim() !== ''
          return [name, usable ? value : fallback]
        }),
      ),
    ]),
  ) as SiteTexts
  return Object.keys(words).length > 0 ? { ...pages, words } : pages
}
