import { lazy, Suspense, useEffect, useState } from 'react'

const PwaLayer = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaLayer })))

/** Runs `run` once the page has loaded and the main thread has had a quiet moment (at most 2 s later); returns a cancel. */
const afterLoadAndIdle = (run: () => void): (() => void) => {
  let cancelIdle = () => {}
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2000 })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(run, 200)
      cancelIdle = () => clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    window.removeEventListener('load', whenIdle)
    cancelIdle()
  }
}

/**
 * The PWA layer (service worker, install banner, offline notice) as a chunk of its own, fetched
 * once the first page is up and the browser is idle: none of it is needed to show the page, and
 * registering the service worker early would compete with the page's own requests and scripts.
 * The browser's install offer is captured before that by `startPwaSignals`.
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
