import { languageOf, type LanguageCode } from '../shared/languages/languageCatalogue'
import { pathInLanguage, splitLanguagePath } from '../shared/languages/languagePath'
import type { SiteLanguages } from '../shared/languages/siteLanguages'

/** What a site address asks for, language-wise. */
export type PathLanguage =
  /** The default language's own prefix (`/en/about` when English is the default): its plain path. */
  | { redirectTo: string }
  /**
   * A page in `code`, whose own path is `pagePath`. A prefix the site does not have (a disabled
   * catalogue language, `/fr/…`) is no language at all: the whole path is then the page's path
   * in the default language, which no page has, so it answers the 404 page.
   */
  | { code: LanguageCode; dir: 'ltr' | 'rtl'; pagePath: string }

/**
 * The language of a site address under the site's current languages: `/es/projects/2` is
 * `/projects/2` in Spanish while Spanish is enabled; an unprefixed path is the default
 * language's. Nothing here looks at Accept-Language: the address alone says the language.
 */
export const languageOfPath = (path: string, site: SiteLanguages): PathLanguage => {
  const { language, pagePath } = splitLanguagePath(path)
  if (language === site.default) {
    return { redirectTo: pathInLanguage(pagePath, site.default, site.default) }
  }
  const enabled = language !== null && site.enabled.includes(language)
  const code = enabled ? language : site.default
  return {
    code,
    dir: languageOf(code)?.dir ?? 'ltr',
    pagePath: enabled ? pagePath : path,
  }
}
