import { lazy, Suspense, useEffect, useState } from 'react'

const PwaLayer = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaLayer })))

/**
 * Mounts the PWA layer (service worker, install banner, offline notice) once the page has
 * loaded: its code is a chunk of its own and never competes with the first paint.
 */
export const PwaLayerLoader = () => {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete')
  useEffect(() => {
    if (loaded) return
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [loaded])
  return loaded ? (
    <Suspense fallback={null}>
      <PwaLayer />
    </Suspense>
  ) : null
}
