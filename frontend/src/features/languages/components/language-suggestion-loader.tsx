import { useState } from 'react'

import { useAfterFirstPage } from '@/lib/after-first-page'
import { getBrowserStorage } from '@/lib/browser-storage'
import { usePageLanguage } from '@/lib/page-language'
import { isSuggestionDismissed, suggestedLanguage } from '../suggest-language'
import { LanguageSuggestion } from './language-suggestion'

/**
 * Offers the page in the visitor's preferred language when the site has it and the page is in
 * another, once the page has shown itself (the words of that language are fetched only then),
 * unless the visitor has dismissed the offer before. Bundled with the app rather than a chunk of
 * its own: at about 0.4 KB gzipped, a separate file cost more than it saved.
 */
export const LanguageSuggestionLoader = () => {
  const { language, site } = usePageLanguage()
  const ready = useAfterFirstPage()
  const [dismissed, setDismissed] = useState(() => isSuggestionDismissed(getBrowserStorage()))
  if (!ready || dismissed || site.languages.length < 2) return null
  const code = suggestedLanguage(
    navigator.languages ?? [navigator.language],
    language,
    site.languages.map((option) => option.code),
  )
  const offered = site.languages.find((option) => option.code === code)
  if (!offered) return null
  return <LanguageSuggestion language={offered} onDismiss={() => setDismissed(true)} />
}
