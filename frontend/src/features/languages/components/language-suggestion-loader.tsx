import { useState } from 'react'

import { useAfterFirstPage } from '@/lib/after-first-page'
import { getBrowserStorage } from '@/lib/browser-storage'
import { usePageLanguage } from '@/lib/page-language'
import { isSuggestionDismissed, suggestedLanguage } from '../suggest-language'
import { LanguageSuggestion } from './language-suggestion'

/**
 * Offers the page in the visitor's preferred language, once the page has shown itself, unless
 * dismissed before. In the entry: as a chunk of its own (0.4 KB) it cost more than it saved.
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
