import './pwa-layer.css'

import { lazy, Suspense } from 'react'

import { useAfterFirstPage } from '@/lib/after-first-page'
import { useInstallBanner } from '../use-install-banner'
import { InstallBanner } from './install-banner'

const PwaServices = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaServices })))

/**
 * The PWA layer: the install banner from the entry (spec section 4 times it from the page's
 * start); the service worker and offline notice a chunk fetched after the first page.
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
