import '../styles/base.css'
import '../styles/ui.css'
import '../styles/layout.css'

import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { startPwaSignals } from '../features/pwa/pwa-signals'
import { App } from './app'

// The browser's install offer and service worker messages may come before the PWA chunk loads.
startPwaSignals()

const container = document.getElementById('root')
if (container) {
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
