import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Runs `report` once the page has loaded and the browser is idle: it never competes with it. */
const afterThePageHasShown = (report: () => void): (() => void) => {
  let cancelled = false
  const idle = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window) requestIdleCallback(() => !cancelled && report())
    else setTimeout(() => !cancelled && report(), 200)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', idle)
  }
}

/**
 * Reports each page the visitor sees (the first and every move within the site) to the
 * audience figures, through a beacon loaded only then (`lib/audience/beacon.ts`). Rendered only
 * in the server-backed build, outside previews.
 */
export const AudienceBeacon = () => {
  const { pathname, search } = useLocation()
  useEffect(
    () =>
      afterThePageHasShown(() => {
        void import('@/lib/audience/beacon').then(({ sendPageview }) =>
          sendPageview(pathname, search),
        )
      }),
    // A new page is a new path; a changed query (a search typed into the address) is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname],
  )
  return null
}
