import type { Catalogue } from './en'

/** The languages the site's own words come in; English is bundled, the others load on demand. */
const SITE_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar'] as const
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]
type OtherLanguage = Exclude<SiteLanguage, 'en'>

/** A language code ('es', 'es-MX', 'PT') as a site language; English for any other. */
export const toSiteLanguage = (code: string): SiteLanguage => {
  const base = code.trim().toLowerCase().split(/[-_]/)[0]
  return SITE_LANGUAGES.find((language) => language === base) ?? 'en'
}

// One chunk per language, fetched only when it is the page's language.
const LOADERS: Record<OtherLanguage, () => Promise<Catalogue>> = {
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  ar: () => import('./ar').then((m) => m.ar),
}

const loaded = new Map<OtherLanguage, Catalogue>()
const loading = new Map<OtherLanguage, Promise<Catalogue>>()

/** The language's catalogue if it is already here. */
export const loadedCatalogue = (language: OtherLanguage): Catalogue | undefined =>
  loaded.get(language)

/**
 * Fetches a language's catalogue once, however often it is asked for; a failed fetch (offline,
 * a deploy replaced the chunk) is tried again on the next request. Call it before the first
 * render of a page in that language to show it without an English first frame.
 */
export const loadCatalogue = (language: OtherLanguage): Promise<Catalogue> => {
  const ready = loaded.get(language)
  if (ready) return Promise.resolve(ready)
  let pending = loading.get(language)
  if (!pending) {
    pending = LOADERS[language]().then(
      (catalogue) => {
        loaded.set(language, catalogue)
        loading.delete(language)
        return catalogue
      },
      (error: unknown) => {
        loading.delete(language)
        throw error
      },
    )
    loading.set(language, pending)
  }
  return pending
}
