import { startTransition, useEffect, useState } from 'react'

import { useHydrated } from './use-hydrated'

const NOT_YET = Symbol('not-yet')

/**
 * How long the server-rendered page has been on screen: since its first contentful paint, or
 * since the navigation began when the browser has not reported one (yet).
 */
const shownSinceFirstPaint = (): number => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  return Math.max(0, performance.now() - (paint?.startTime ?? 0))
}

/**
 * False until `delayMs` has passed since `start` became true, and again for `delayMs` whenever
 * `restartKey` changes: drives the spec's fixed-length skeletons. Computed during render so new
 * content never flashes before its skeleton. A skeleton that came in the server-rendered HTML
 * has been on screen since that HTML was painted, so its first wait counts from then, not from
 * hydration (the visitor sees it for `delayMs`, not for `delayMs` plus the scripts' load time).
 */
export const useElapsed = (delayMs: number, start = true, restartKey: unknown = null): boolean => {
  const hydrating = !useHydrated()
  // The wait whose skeleton was already in the server's HTML, if any.
  const [shownByServerFor] = useState<unknown>(() => (hydrating && start ? restartKey : NOT_YET))
  const [doneFor, setDoneFor] = useState<unknown>(NOT_YET)
  useEffect(() => {
    if (!start) return
    const alreadyShown = Object.is(shownByServerFor, restartKey) ? shownSinceFirstPaint() : 0
    // The content replacing a skeleton is often a whole section: rendered as a transition, in
    // slices, it never blocks input for long on a slow phone.
    const timer = window.setTimeout(
      () => startTransition(() => setDoneFor(restartKey)),
      Math.max(0, delayMs - alreadyShown),
    )
    return () => window.clearTimeout(timer)
  }, [delayMs, start, restartKey, shownByServerFor])
  return start && Object.is(doneFor, restartKey)
}
