import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react'

import { en } from './en'
import { loadCatalogue, loadedCatalogue, toSiteLanguage } from './site-languages'
import { createSiteWords, type SiteWords } from './site-words'

// Without a provider (a component rendered on its own in a test) the words are English.
const SiteWordsContext = createContext<SiteWords>(createSiteWords('en', en))

/**
 * Holds the page's language for everything under it. `language` is any code ('es', 'pt-BR');
 * one the site has no words for is English. A language whose catalogue has not arrived yet is
 * shown in English until it has, then re-rendered.
 */
export const SiteWordsProvider = ({
  language = 'en',
  children,
}: {
  language?: string
  children: ReactNode
}) => {
  const siteLanguage = toSiteLanguage(language)
  const catalogue = loadedCatalogue(siteLanguage)
  const [, setArrivals] = useState(0)
  useEffect(() => {
    if (catalogue) return
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
  }, [siteLanguage, catalogue])
  const words = useMemo(
    () => (catalogue ? createSiteWords(siteLanguage, catalogue) : createSiteWords('en', en)),
    [siteLanguage, catalogue],
  )
  return <SiteWordsContext value={words}>{children}</SiteWordsContext>
}

/** The page language's words (`t`) and its date and number formats. */
export const useSiteWords = (): SiteWords => use(SiteWordsContext)
