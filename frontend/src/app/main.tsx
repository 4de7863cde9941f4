import '@/styles/base.css'
import '@/styles/ui.css'
import '@/styles/layout.css'
import '@/styles/print.css'

import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { prepareSiteLanguages } from '@/features/languages/api/get-site-languages'
import { startPwaSignals } from '@/features/pwa/pwa-signals'
import { loadCatalogue, toSiteLanguage, wordsLanguageFor } from '@/i18n/site-languages'
import { pageLanguageOf } from '@/lib/page-language'
import { App } from './app'
import { preloadPageFor, wordsPartsFor } from './router'

/** How long the first render waits for the page's chunk before showing the frame without it. */
const FIRST_PAGE_WAIT_MS = 3000

// The browser's install offer and service worker messages may come before the PWA chunk loads.
startPwaSignals()

const renderApp = (container: HTMLElement) => {
  const root = createRoot(container)
  // As a transition, React renders the first page in slices of a few milliseconds, yielding to
  // the browser in between, instead of in one long task that a phone's CPU feels as jank.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}

const container = document.getElementById('root')
if (container) {
  // The first paint waits for the page's chunk (preloaded by the server) and its language's
  // words, so it shows the page laid out once, in its language; a failure does not hold it back.
  const { pathname } = window.location
  // A first segment that looks like a language with words of its own starts their download at
  // once, beside the request for the site's languages (the catalogue is fetched once either way).
  const guess = pathname.split('/')[1] ?? ''
  const guessed = toSiteLanguage(guess)
  const parts = wordsPartsFor(pathname)
  if (guessed !== 'en' && guessed === guess) loadCatalogue(guessed, parts).catch(() => undefined)
  const wordsReady = prepareSiteLanguages().then((site) => {
    const words = wordsLanguageFor(pageLanguageOf(pathname, site).language, site.default)
    return words === 'en' ? undefined : loadCatalogue(words, parts)
  })
  const pageReady = Promise.all([preloadPageFor(pathname), wordsReady]).catch(() => undefined)
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))
  void Promise.race([pageReady, timeout]).then(() => renderApp(container))
}
