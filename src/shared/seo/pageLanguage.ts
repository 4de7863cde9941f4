import { pathInLanguage } from '../languages/languagePath'

/**
 * The language a page is shown in, with the site's others: given only when the site has more
 * than one language (a one-language site's head carries no language tags at all, as before).
 */
export type PageLanguage = {
  /** The page's language (a catalogue code). */
  code: string
  /** The site's default language, whose URLs carry no prefix. */
  defaultCode: string
  /** Every enabled language, the default included. */
  enabled: readonly string[]
}

/** One `<link rel="alternate" hreflang>`: a language code, or `x-default`. */
export type LanguageAlternate = { hreflang: string; href: string }

/**
 * Open Graph locales are `language_TERRITORY`: each catalogue code with the territory of its
 * largest body of speakers, spelled as Facebook's locale list spells it (so Arabic is `ar_AR`,
 * Facebook's pan-Arabic locale, and Filipino `tl_PH`). A code missing here falls back to
 * itself, which link previews read as the bare language.
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

/** A catalogue code as an Open Graph locale: `es` → `es_ES`. */
export const ogLocaleOf = (code: string): string => OG_LOCALES[code] ?? code

/** A page's path (unprefixed) in the page's own language. */
export const localizedPath = (pagePath: string, language: PageLanguage | undefined): string =>
  language ? pathInLanguage(pagePath, language.code, language.defaultCode) : pagePath

/**
 * The page at `pagePath` in every enabled language, then `x-default` (the default language's
 * URL): the same list on every language's page, so each names all the others and itself.
 */
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
