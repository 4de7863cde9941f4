import { lazy, Suspense } from 'react'

const PwaLayer = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaLayer })))

/**
 * The PWA layer (service worker, install banner, offline notice) as a chunk of its own, fetched
 * beside the first page's chunk rather than inside the entry.
 */
export const PwaLayerLoader = () => (
  <Suspense fallback={null}>
    <PwaLayer />
  </Suspense>
)
