import { languageOf, type LanguageCode } from '../shared/languages/languageCatalogue'
import { pathInLanguage, splitLanguagePath } from '../shared/languages/languagePath'
import type { SiteLanguages } from '../shared/languages/siteLanguages'

export type PathLanguage =
  /** The default language's own prefix redirects to its plain path. */
  | { redirectTo: string }
  /** A disabled language's prefix is no language: the whole path is then the 404 page. */
  | { code: LanguageCode; dir: 'ltr' | 'rtl'; pagePath: string }

/** The address alone says the language: nothing here looks at Accept-Language. */
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
