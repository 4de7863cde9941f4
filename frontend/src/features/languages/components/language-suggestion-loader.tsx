import { lazy, Suspense, useEffect, useState } from 'react'

import { afterFirstPage } from '@/lib/after-first-page'
import { getBrowserStorage } from '@/lib/browser-storage'
import { usePageLanguage } from '@/lib/page-language'
import { isSuggestionDismissed, suggestedLanguage } from '../suggest-language'

const LanguageSuggestion = lazy(() =>
  import('./language-suggestion').then((m) => ({ default: m.LanguageSuggestion })),
)

/**
 * Offers the page in the visitor's preferred language when the site has it and the page is in
 * another, once the page has shown itself; its code and words are fetched only then, and only
 * for a visitor who has not dismissed the offer before.
 */
export const LanguageSuggestionLoader = () => {
  const { language, site } = usePageLanguage()
  const [ready, setReady] = useState(false)
  const [dismissed, setDismissed] = useState(() => isSuggestionDismissed(getBrowserStorage()))
  useEffect(() => afterFirstPage(() => setReady(true)), [])
  if (!ready || dismissed || site.languages.length < 2) return null
  const code = suggestedLanguage(
    navigator.languages ?? [navigator.language],
    language,
    site.languages.map((option) => option.code),
  )
  const offered = site.languages.find((option) => option.code === code)
  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion language={offered} onDismiss={() => setDismissed(true)} />
    </Suspense>
  )
}
