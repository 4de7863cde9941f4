import { type ReactNode, useEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'

import { ownerMessages } from '@shared/siteWordForms'

import { useSiteLanguages } from '@/features/languages/api/get-site-languages'
import { useSiteTextsIn } from '@/features/site-texts/api/get-site-texts'
import { wordsLanguageFor } from '@/i18n/site-languages'
import { SiteWordsProvider } from '@/i18n/site-words-provider'
import { pageLanguageOf, PageLanguageProvider } from '@/lib/page-language'

/**
 * The page's language from its address, for the links, reads and words under it and for
 * `<html lang dir>` (the server's, kept in step as the visitor moves).
 */
export const LanguageFrame = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation()
  const site = useSiteLanguages()
  const page = useMemo(() => pageLanguageOf(pathname, site), [pathname, site])
  // The owner's own words for the language (Site texts), over the site's.
  const { words } = useSiteTextsIn(page)
  const ownerWords = useMemo(() => (words ? ownerMessages(words) : undefined), [words])
  useEffect(() => {
    document.documentElement.lang = page.language
    document.documentElement.dir = page.dir
  }, [page.language, page.dir])
  return (
    <PageLanguageProvider value={page}>
      <SiteWordsProvider
        language={page.language}
        wordsLanguage={wordsLanguageFor(page.language, site.default)}
        ownerWords={ownerWords}
      >
        {children}
      </SiteWordsProvider>
    </PageLanguageProvider>
  )
}
