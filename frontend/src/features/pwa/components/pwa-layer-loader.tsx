import { lazy, Suspense, useEffect, useState } from 'react'

import { afterLoadAndIdle } from '@/lib/after-first-page'

const PwaLayer = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaLayer })))

/**
 * The PWA layer (service worker, install banner, offline notice) as a chunk of its own, fetched
 * once the page has loaded and the browser is idle: none of it is needed to show the page. It
 * comes in well before the banner's first moment (1 s on iOS); the service worker itself waits
 * longer (`registerServiceWorker`). The browser's install offer is captured before that by
 * `startPwaSignals`.
 */
export const PwaLayerLoader = () => {
  const [ready, setReady] = useState(false)
  useEffect(() => afterLoadAndIdle(() => setReady(true)), [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <PwaLayer />
    </Suspense>
  )
}
