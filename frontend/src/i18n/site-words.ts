import { formatLocaleDate } from '@/lib/format-date'
import type { Catalogue } from './en'
import { siteWords } from './en/site'
import type { Messages, PluralMessage } from './messages'

type Params = Record<string, string | number>

/** The message for `key`, its `{name}` placeholders filled; a `count` picks the plural form. */
export type Translate<Key extends string> = (key: Key, params?: Params) => string

/** The page's language as the provider holds it: its catalogue (none for English), its formats. */
export type PageLanguage = {
  language: string
  /** The language's words; undefined for English, whose words each page brings along. */
  catalogue: Partial<Catalogue> | undefined
  /** The words the owner wrote for this language (Site texts), over the site's own. */
  ownerWords?: Messages
  /**
   * The page's own language, whose plural rules pick the forms of the owner's counted words
   * (`language` is that of the site's words shown, English on a Polish page).
   */
  countsIn: string
  /** A contract date ('2023-03-01' or an ISO timestamp) the way the language writes dates. */
  formatDate: (value: string) => string
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string
}

/** The site's words and formats in the page's language, as components use them. */
export type SiteWords<Key extends string = never> = Omit<
  PageLanguage,
  'catalogue' | 'ownerWords' | 'countsIn'
> & {
  t: Translate<Key | keyof typeof siteWords>
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

/**
 * A language and its catalogue, with formats for it; `preferred`: the visitor's locales.
 * `formatsIn` writes dates and numbers in another language than the words: a page in Italian,
 * a language the site has no words of its own for, says them in English and its dates in Italian.
 */
export const pageLanguage = (
  language: string,
  catalogue: Partial<Catalogue> | undefined,
  preferred: readonly string[] = browserLocales(),
  formatsIn: string = language,
): PageLanguage => {
  const locale = formattingLocale(formatsIn, preferred)
  return {
    language,
    catalogue,
    countsIn: formatsIn,
    formatDate: (value) => formatLocaleDate(value, locale),
    formatNumber: (value, options) =>
      cached(
        `n ${locale} ${JSON.stringify(options ?? {})}`,
        () => new Intl.NumberFormat(locale, options),
      ).format(value),
  }
}

const pluralForm = (language: string, count: number, message: PluralMessage): string => {
  const form = cached(`p ${language}`, () => new Intl.PluralRules(language)).select(count)
  return message[form as keyof PluralMessage] ?? message.other
}

/**
 * The page language's words, falling back to `english` (the words the caller brought along) and
 * then to the site's own English: a key the language lacks is said in English, by English plural
 * rules.
 */
export const bindWords = <English extends Messages>(
  page: PageLanguage,
  english: English,
): SiteWords<keyof English & string> => {
  const { catalogue, language, ownerWords, countsIn, formatNumber } = page
  const t = (key: string, params?: Params): string => {
    const owners = ownerWords?.[key]
    const own = (catalogue as Messages | undefined)?.[key]
    const fallback = english[key] ?? (siteWords as Messages)[key]
    const [message, rules] =
      owners !== undefined
        ? [owners, countsIn]
        : own === undefined
          ? [fallback, 'en']
          : [own, language]
    if (message === undefined) return key
    const text =
      typeof message === 'string' ? message : pluralForm(rules, Number(params?.count ?? 0), message)
    if (!params) return text
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = params[name]
      if (value === undefined) return placeholder
      return typeof value === 'number' ? formatNumber(value) : value
    })
  }
  return { language, t, formatDate: page.formatDate, formatNumber }
}

/** Words of `catalogue` in `language` over the given English, outside React (tests, helpers). */
export const createSiteWords = <English extends Messages>(
  language: string,
  catalogue: Partial<Catalogue> | undefined,
  english: English,
  preferred?: readonly string[],
): SiteWords<keyof English & string> =>
  bindWords(pageLanguage(language, catalogue, preferred), english)
