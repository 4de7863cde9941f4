import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'

import { LanguageSuggestionLoader } from '@/features/languages/components/language-suggestion-loader'
import { useSiteWords } from '@/i18n/site-words-provider'
import { AnimatedBackground } from './animated-background'
import { BottomDock } from './bottom-dock'
import { ScrollProgress } from './scroll-progress'
import { ScrollToTopButton } from './scroll-to-top-button'

/** Keeps a page's space while its code loads, so the dock and background never jump. */
const PageFallback = () => <div className="page-fallback" aria-busy="true" />

/**
 * The frame around every page: background, scroll progress, the routed page with its 0.5 s
 * entrance, the dock and the scroll-to-top button; later, the offer of the page in the visitor's
 * language. Each navigation starts at the top.
 */
export const RootLayout = () => {
  const { pathname } = useLocation()
  const { t } = useSiteWords()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return (
    <>
      {/* Outside the shell's stacking context (isolation), so that it lies above the install
          banner and every other layer once focused. */}
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <div className="app-shell">
        <AnimatedBackground />
        <ScrollProgress />
        <main id="main" tabIndex={-1}>
          <div key={pathname} className="page-transition" data-testid="page-transition">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <ScrollToTopButton />
        <BottomDock />
      </div>
      <LanguageSuggestionLoader />
    </>
  )
}
