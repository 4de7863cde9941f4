// Helpers of the site's unit tests (happy-dom).
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach } from 'vitest'

import type { SiteLanguages } from './page-language'

// React's act() environment flag, so updates are flushed inside act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted: (() => void)[] = []
/** Unmounts and removes what `render` rendered (after each test, or sooner). */
export const cleanup = () => mounted.splice(0).forEach((unmount) => unmount())
afterEach(cleanup)

/** Renders `element` into a new element (put in the document with `attach`), gone after the test. */
export const render = (element: ReactNode, { attach = false } = {}): HTMLDivElement => {
  const container = document.createElement('div')
  if (attach) document.body.append(container)
  const root = createRoot(container)
  mounted.push(() => {
    act(() => root.unmount())
    container.remove()
  })
  act(() => root.render(element))
  return container
}

/** A site in English (its default), Spanish and Arabic. */
export const THREE_LANGUAGES: SiteLanguages = {
  default: 'en',
  languages: [
    { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
    { code: 'es', name: 'Spanish', nativeName: 'Español', dir: 'ltr' },
    { code: 'ar', name: 'Arabic', nativeName: 'العربية', dir: 'rtl' },
  ],
}
