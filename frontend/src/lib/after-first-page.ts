import { useEffect, useState } from 'react'

import { PLACEHOLDER_MS } from '@/config/constants'

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
 * Runs `run` once the first page has replaced its skeletons: the placeholder period (on the same
 * clock as the skeletons, which started theirs at mount), then `afterLoadAndIdle`. The main
 * thread is quiet only once the render of the page's content is done. Returns a cancel.
 */
export const afterFirstPage = (run: () => void): (() => void) => {
  let cancel = () => {}
  const timer = setTimeout(() => {
    cancel = afterLoadAndIdle(run)
  }, PLACEHOLDER_MS)
  cancel = () => clearTimeout(timer)
  return () => cancel()
}

/**
 * False until `afterFirstPage`, then true for good: for what no page needs in order to show
 * itself (decorative particles), which, earlier, would compete with the page's own scripts,
 * requests and first layouts.
 */
export const useAfterFirstPage = (): boolean => {
  const [ready, setReady] = useState(false)
  useEffect(() => afterFirstPage(() => setReady(true)), [])
  return ready
}
