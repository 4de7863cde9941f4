import { type RefObject, useEffect, useState } from 'react'

import { PLACEHOLDER_MS } from '@/config/constants'

/**
 * How long the page's largest paint must stay unchanged before the first page counts as shown:
 * the content that replaces the skeletons, then its pictures, each make a new, larger paint.
 */
export const LARGEST_PAINT_QUIET_MS = 300

/**
 * Runs `run` after the page's load event, at a quiet moment of the main thread (at most 2 s
 * later). Returns a cancel.
 */
export const afterLoadAndIdle = (run: () => void): (() => void) => {
  let cancel = () => {}
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2000 })
      cancel = () => window.cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(run, 200)
      cancel = () => clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') whenIdle()
  else {
    window.addEventListener('load', whenIdle, { once: true })
    cancel = () => window.removeEventListener('load', whenIdle)
  }
  return () => cancel()
}

/**
 * Calls `run` once the page's largest paint has not changed for `LARGEST_PAINT_QUIET_MS`
 * (counted from now, and again from each new largest paint the browser reports). Browsers that
 * do not report largest paints (Safari) wait the quiet period once. Returns a cancel.
 */
const afterLargestPaintSettles = (run: () => void): (() => void) => {
  let timer = setTimeout(run, LARGEST_PAINT_QUIET_MS)
  const supported =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  if (!supported) return () => clearTimeout(timer)
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      observer.disconnect()
      run()
    }, LARGEST_PAINT_QUIET_MS)
  })
  // Not buffered: only the paints from now on (the content's) restart the wait.
  observer.observe({ type: 'largest-contentful-paint' })
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}

/**
 * Runs `run` once the first page is shown (the placeholder period, the largest paint settled,
 * then load and idle), so what it starts does not compete with the page's own. Returns a cancel.
 */
export const afterFirstPage = (run: () => void): (() => void) => {
  let cancel = () => {}
  const timer = setTimeout(() => {
    cancel = afterLargestPaintSettles(() => {
      cancel = afterLoadAndIdle(run)
    })
  }, PLACEHOLDER_MS)
  cancel = () => clearTimeout(timer)
  return () => cancel()
}

/**
 * True for good once `afterFirstPage` ran or `marker` came into view: for what no page needs to
 * show itself (particles, the service worker, a section below the fold), which would compete.
 */
export const useAfterFirstPage = (marker?: RefObject<Element | null>): boolean => {
  const [due, setDue] = useState(false)
  useEffect(() => {
    if (due) return
    const cancel = afterFirstPage(() => setDue(true))
    const element = marker?.current
    if (!element || typeof IntersectionObserver !== 'function') return cancel
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setDue(true)
    })
    observer.observe(element)
    return () => {
      cancel()
      observer.disconnect()
    }
  }, [due, marker])
  return due
}
