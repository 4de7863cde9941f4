import './pwa-layer.css'

import { lazy, Suspense } from 'react'

import { useAfterFirstPage } from '@/lib/after-first-page'
import { useInstallBanner } from '../use-install-banner'
import { InstallBanner } from './install-banner'

const PwaServices = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaServices })))

/**
 * The PWA layer: the install banner, from the entry, because spec section 4 times it from the
 * page's start (1 s after the browser's install offer, which comes as the page loads), before
 * the first page has settled; and the service worker and offline notice as a chunk of their
 * own, fetched once the first page is shown (`afterFirstPage`), since none of it is needed to
 * show the page and fetched earlier it competes with the page's pictures. The browser's
 * install offer is captured before any of it by `startPwaSignals`.
 */
export const PwaLayerLoader = () => {
  const banner = useInstallBanner()
  const servicesDue = useAfterFirstPage()
  return (
    <div className="pwa-layer" data-testid="pwa-layer">
      {banner.visible ? (
        <InstallBanner
          ios={banner.ios}
          onInstall={() => void banner.install()}
          onDismiss={banner.dismiss}
        />
      ) : null}
      {servicesDue ? (
        <Suspense fallback={null}>
          <PwaServices />
        </Suspense>
      ) : null}
    </div>
  )
}
