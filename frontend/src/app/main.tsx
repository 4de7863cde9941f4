import '../styles/base.css'
import '../styles/ui.css'
import '../styles/layout.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { startPwaSignals } from '../features/pwa/pwa-signals'
import { App } from './app'

// The browser's install offer and service worker messages may come before the PWA chunk loads.
startPwaSignals()

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
