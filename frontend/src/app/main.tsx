import '../styles/base.css'
import '../styles/ui.css'
import '../styles/layout.css'

import type { DehydratedState } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { SERVER_STATE_ID } from '../../../src/shared/site/serverRender'
import { startPwaSignals } from '../features/pwa/pwa-signals'
import { App } from './app'

// The browser's install offer and service worker messages may come before the PWA chunk loads.
startPwaSignals()

/** The data the server rendered this page from, when it rendered it (src/site/pageRenderer.ts). */
const readServerState = (): DehydratedState | undefined => {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as DehydratedState
  } catch {
    return undefined
  }
}

const container = document.getElementById('root')
if (container) {
  const serverState = container.firstElementChild ? readServerState() : undefined
  const app = (
    <StrictMode>
      <App serverState={serverState} />
    </StrictMode>
  )
  // As a transition, React renders (or hydrates) the first page in slices of a few milliseconds,
  // yielding to the browser in between, instead of in one long task that a phone's CPU feels as jank.
  startTransition(() => {
    if (serverState) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
}
