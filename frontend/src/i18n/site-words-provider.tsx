import type { WordsLanguage } from '@shared/languages/bundledWords'
import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react'

import { siteWords } from './en/site'
import type { Messages } from './messages'
import {
  loadCatalogue,
  loadedCatalogue,
  pendingPart,
  toSiteLanguage,
  wordsPartOf,
} from './site-languages'
import { bindWords, pageLanguage, type PageLanguage, type SiteWords } from './site-words'

// Without a provider (a component rendered on its own in a test) the words are English.
const PageLanguageContext = createContext<PageLanguage>(pageLanguage('en', undefined))

/** A page language with the owner's words over its catalogue (or over English). */
const withOwnerWords = (page: PageLanguage, ownerWords: Messages): PageLanguage => ({
  ...page,
  catalogue: { ...page.catalogue, ...ownerWords } as PageLanguage['catalogue'],
  ownerWords,
})

/**
 * Holds the page's language for everything under it. `language` is any code ('es', 'pt-BR');
 * one the site has no words for is English, with its dates and numbers in that language. A language whose catalogue has not arrived yet is
 * shown in English until it has, then re-rendered.
 */
export const SiteWordsProvider = ({
  language = 'en',
  wordsLanguage,
  ownerWords,
  children,
}: {
  language?: string
  /**
   * The language of the site's own words to show, when not `language`'s: the site's default
   * one, for a language the site has no words of its own for (`wordsLanguageFor`).
   */
  wordsLanguage?: WordsLanguage
  /** The words the owner wrote for this language in Site texts: they come first. */
  ownerWords?: Messages
  children: ReactNode
}) => {
  const siteLanguage = wordsLanguage ?? toSiteLanguage(language)
  const catalogue = siteLanguage === 'en' ? undefined : loadedCatalogue(siteLanguage)
  const missing = siteLanguage !== 'en' && !catalogue
  const [, setArrivals] = useState(0)
  useEffect(() => {
    if (siteLanguage === 'en' || !missing) return
    let active = true
    loadCatalogue(siteLanguage).then(
      () => {
        if (active) setArrivals((count) => count + 1)
      },
      (error: unknown) => console.error(`The ${siteLanguage} words could not be loaded`, error),
    )
    return () => {
      active = false
    }
  }, [siteLanguage, missing])
  // A language without words of its own still writes dates and numbers its own way.
  const formatsIn =
    toSiteLanguage(language) === 'en' ? language.trim().toLowerCase() || 'en' : siteLanguage
  const owned = ownerWords && Object.keys(ownerWords).length > 0 ? ownerWords : undefined
  const page = useMemo(() => {
    const own = missing
      ? pageLanguage('en', undefined)
      : pageLanguage(siteLanguage, catalogue, undefined, formatsIn)
    return owned ? withOwnerWords(own, owned) : own
  }, [siteLanguage, catalogue, missing, formatsIn, owned])
  return <PageLanguageContext value={page}>{children}</PageLanguageContext>
}

/**
 * The page language's words (`t`) and formats. `english`: the caller's words beyond `en/site.ts`,
 * which come with its chunk; in another language this waits for the page's part (`es/skills.ts`).
 */
export const useSiteWords = <English extends Messages = typeof siteWords>(
  english: English = siteWords as Messages as English,
): SiteWords<keyof English & string> => {
  const page = use(PageLanguageContext)
  const language = toSiteLanguage(page.language)
  const part = wordsPartOf(english)
  // A page's own words in the page's language come in a chunk of their own: the page waits for
  // them (suspends, as for its code) rather than showing English first.
  const pending =
    part && language !== 'en' && page.catalogue ? pendingPart(language, part) : undefined
  if (pending) use(pending)
  const catalogue =
    part && language !== 'en' && page.catalogue ? loadedCatalogue(language) : undefined
  return useMemo(
    () =>
      bindWords(
        catalogue
          ? page.ownerWords
            ? withOwnerWords({ ...page, catalogue }, page.ownerWords)
            : { ...page, catalogue }
          : page,
        english,
      ),
    [page, catalogue, english],
  )
}
