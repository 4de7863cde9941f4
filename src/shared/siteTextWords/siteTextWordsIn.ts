import { WORDS_LANGUAGES, type WordsLanguage } from '../languages/bundledWords'
import { defaultSiteTexts, SITE_TEXT_PAGES, type SiteTexts, type SiteTextWords } from '../siteTexts'
import { ar } from './ar'
import { de } from './de'
import { es } from './es'
import { fr } from './fr'
import { pt } from './pt'

const en = Object.fromEntries(
  Object.entries(SITE_TEXT_PAGES).map(([page, { fields }]) => [
    page,
    Object.fromEntries(
      Object.entries(fields).flatMap(([name, field]) =>
        field.kind === 'text' || field.kind === 'textarea' ? [[name, field.default]] : [],
      ),
    ),
  ]),
) as SiteTextWords

/** Never stored as the owner's text, so an update here reaches every text the owner left alone. */
const SITE_TEXT_WORDS: Readonly<Record<WordsLanguage, SiteTextWords>> = { en, es, fr, de, pt, ar }

export const SITE_TEXT_WORD_LANGUAGES: readonly string[] = WORDS_LANGUAGES

export const siteTextWordsOf = (language: string): SiteTextWords | undefined =>
  SITE_TEXT_WORDS[language as WordsLanguage]

export const siteTextWordIn = (language: string, page: string, name: string): string | undefined =>
  (
    SITE_TEXT_WORDS[language as WordsLanguage] as Record<string, Record<string, string>> | undefined
  )?.[page]?.[name]

/** Worded texts in the first of `languages` (read, then fallbacks) that has words of its own. */
export const defaultSiteTextsIn = (languages: readonly string[]): SiteTexts => {
  const words =
    SITE_TEXT_WORDS[(languages.find((code) => code in SITE_TEXT_WORDS) ?? 'en') as WordsLanguage]
  return Object.fromEntries(
    Object.entries(defaultSiteTexts).map(([page, defaults]) => [
      page,
      { ...defaults, ...words[page as keyof SiteTextWords] },
    ]),
  ) as unknown as SiteTexts
}
