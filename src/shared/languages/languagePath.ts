import { isLanguageCode, type LanguageCode } from './languageCatalogue'

/**
 * A site path split into its language and the page's own path: `/es/projects/2` →
 * `{ language: 'es', pagePath: '/projects/2' }`; `/projects/2` → no language (the default
 * one's URL). A first segment that is a catalogue code is a language prefix whether or not the
 * site has it enabled (the caller decides: a disabled one is a 404).
 */
export const splitLanguagePath = (
  path: string,
): { language: LanguageCode | null; pagePath: string } => {
  const match = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(path)
  if (!match || !isLanguageCode(match[1]!)) return { language: null, pagePath: path }
  return { language: match[1] as LanguageCode, pagePath: match[2] || '/' }
}

/**
 * The URL path of a page in a language: the default language keeps the plain path, any other
 * gets its code in front (`/es`, `/es/projects/2`).
 */
export const pathInLanguage = (
  pagePath: string,
  language: string,
  defaultLanguage: string,
): string =>
  language === defaultLanguage ? pagePath : `/${language}${pagePath === '/' ? '' : pagePath}`
