import { WORDS_LANGUAGES, type WordsLanguage } from '../languages/bundledWords'
import { defaultSiteTexts, SITE_TEXT_PAGES, type SiteTexts, type SiteTextWords } from '../siteTexts'
import { ar } from './ar'
import { de } from './de'
import { es } from './es'
import { fr } from './fr'
import { pt } from './pt'

/** The spec's words: the English defaults. */
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

/**
 * The Site texts' defaults in the languages the site has words of its own for (the frontend's
 * catalogues, `frontend/src/i18n`). A default is never stored as the owner's text: the site reads
 * it from here, so an update of these words reaches every text the owner has not changed.
 */
const SITE_TEXT_WORDS: Readonly<Record<WordsLanguage, SiteTextWords>> = { en, es, fr, de, pt, ar }

/** The languages that come with Site text defaults of their own. */
export const SITE_TEXT_WORD_LANGUAGES: readonly string[] = WORDS_LANGUAGES

/** Every Site text's default in `language`, or undefined when it has none bundled. */
export const siteTextWordsOf = (language: string): SiteTextWords | undefined =>
  SITE_TEXT_WORDS[language as WordsLanguage]

/** One Site text's default in `language`, or undefined when that language has none bundled. */
export const siteTextWordIn = (language: string, page: string, name: string): string | undefined =>
  (
    SITE_TEXT_WORDS[language as WordsLanguage] as Record<string, Record<string, string>> | undefined
  )?.[page]?.[name]

/**
 * Every Site text at its default as a read in `languages` (the language read, then its
 * fallbacks) shows it: each worded text in the first of them that has words of its own, the
 * numbers and lists as they are.
 */
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
