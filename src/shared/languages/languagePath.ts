import { isLanguageCode, type LanguageCode } from './languageCatalogue'

/** Any catalogue code is a prefix, enabled or not: the caller decides (a disabled one is a 404). */
export const splitLanguagePath = (
  path: string,
): { language: LanguageCode | null; pagePath: string } => {
  const match = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(path)
  if (!match || !isLanguageCode(match[1]!)) return { language: null, pagePath: path }
  return { language: match[1] as LanguageCode, pagePath: match[2] || '/' }
}

export const pathInLanguage = (
  pagePath: string,
  language: string,
  defaultLanguage: string,
): string =>
  language === defaultLanguage ? pagePath : `/${language}${pagePath === '/' ? '' : pagePath}`
