import { pathInLanguage } from '../languages/languagePath'

/** Only on a site of several languages: a one-language head carries no language tags. */
export type PageLanguage = {
  code: string
  /** Its URLs carry no prefix. */
  defaultCode: string
  /** The default included. */
  enabled: readonly string[]
}

export type LanguageAlternate = { hreflang: string; href: string }

/**
 * The territory of each language's largest body of speakers, as Facebook's locale list spells it
 * (Arabic `ar_AR`, Filipino `tl_PH`); a missing code is read as the bare language.
 */
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_PT',
  it: 'it_IT',
  nl: 'nl_NL',
  pl: 'pl_PL',
  uk: 'uk_UA',
  ru: 'ru_RU',
  tr: 'tr_TR',
  ar: 'ar_AR',
  he: 'he_IL',
  fa: 'fa_IR',
  ur: 'ur_PK',
  hi: 'hi_IN',
  bn: 'bn_IN',
  ta: 'ta_IN',
  zh: 'zh_CN',
  ja: 'ja_JP',
  ko: 'ko_KR',
  vi: 'vi_VN',
  th: 'th_TH',
  id: 'id_ID',
  ms: 'ms_MY',
  fil: 'tl_PH',
  sw: 'sw_KE',
  ro: 'ro_RO',
  el: 'el_GR',
  cs: 'cs_CZ',
  sv: 'sv_SE',
  hu: 'hu_HU',
}

export const ogLocaleOf = (code: string): string => OG_LOCALES[code] ?? code

export const localizedPath = (pagePath: string, language: PageLanguage | undefined): string =>
  language ? pathInLanguage(pagePath, language.code, language.defaultCode) : pagePath

/** The same list on every language's page, so each names all the others and itself. */
export const languageAlternates = (
  pagePath: string,
  language: PageLanguage,
  origin: string,
): LanguageAlternate[] => {
  const href = (code: string) => `${origin}${pathInLanguage(pagePath, code, language.defaultCode)}`
  return [
    ...language.enabled.map((code) => ({ hreflang: code, href: href(code) })),
    { hreflang: 'x-default', href: href(language.defaultCode) },
  ]
}
