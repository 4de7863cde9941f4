import '@/styles/base.css'
import '@/styles/ui.css'
import '@/styles/layout.css'

import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { startPwaSignals } from '@/features/pwa/pwa-signals'
import { App } from './app'
import { preloadPageFor } from './router'

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
  // The server has already asked for the page's chunk (modulepreload); waiting for it lets the
  // first paint show the page itself, laid out once, rather than an empty frame first. A chunk
  // that fails or is slow does not hold the site back: the router shows its fallback or error.
  const pageReady = preloadPageFor(window.location.pathname).catch(() => undefined)
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))
  void Promise.race([pageReady, timeout]).then(() => renderApp(container))
}
