import '../styles/base.css'
import '../styles/ui.css'
import '../styles/layout.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app'

// The single entry point; the service worker registration will be added here later.
const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
