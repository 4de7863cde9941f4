import { formatLocaleDate } from '@/lib/format-date'
import { type Catalogue, en, type PluralMessage, type SiteWordKey } from './en'

type Params = Record<string, string | number>

/** The site's words and formats in one language, as components use them. */
export type SiteWords = {
  language: string
  /** The message for `key`, its `{name}` placeholders filled; a `count` picks the plural form. */
  t: (key: SiteWordKey, params?: Params) => string
  /** A contract date ('2023-03-01' or an ISO timestamp) the way the language writes dates. */
  formatDate: (value: string) => string
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string
}

/**
 * The locale dates and numbers are written in: the visitor's own preference when it is a variant
 * of the page's language (an English page read with en-GB writes 01/03/2023, as the site always
 * did), else the language itself.
 */
const formattingLocale = (language: string, preferred: readonly string[]): string =>
  preferred.find((tag) => {
    const lower = tag.toLowerCase()
    return lower === language || lower.startsWith(`${language}-`)
  }) ?? language

const browserLocales = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])

// Intl objects load locale data when built: one of each per locale and options, reused.
const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat>()
const cached = <T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T => {
  let value = cache.get(key)
  if (!value) {
    value = make()
    cache.set(key, value)
  }
  return value as T
}

const fill = (text: string, params: Params | undefined, number: (value: number) => string) =>
  params
    ? text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
        const value = params[name]
        if (value === undefined) return placeholder
        return typeof value === 'number' ? number(value) : value
      })
    : text

/**
 * The words of `catalogue` in `language`; a key it lacks is said in English, with English plural
 * rules. `preferred` is the visitor's locale list (the browser's by default).
 */
export const createSiteWords = (
  language: string,
  catalogue: Partial<Catalogue>,
  preferred: readonly string[] = browserLocales(),
): SiteWords => {
  const locale = formattingLocale(language, preferred)
  const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
    cached(
      `n ${locale} ${JSON.stringify(options ?? {})}`,
      () => new Intl.NumberFormat(locale, options),
    ).format(value)
  const plural = (lang: string, count: number, message: PluralMessage) => {
    const form = cached(`p ${lang}`, () => new Intl.PluralRules(lang)).select(count)
    return message[form as keyof PluralMessage] ?? message.other
  }
  const t = (key: SiteWordKey, params?: Params): string => {
    const own = catalogue[key]
    const [message, lang]: [string | PluralMessage, string] =
      own === undefined ? [en[key], 'en'] : [own, language]
    const text =
      typeof message === 'string' ? message : plural(lang, Number(params?.count ?? 0), message)
    return fill(text, params, (value) => formatNumber(value))
  }
  return {
    language,
    t,
    formatDate: (value) => formatLocaleDate(value, locale),
    formatNumber,
  }
}
