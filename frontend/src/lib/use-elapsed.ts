import { startTransition, useEffect, useState } from 'react'

const NOT_YET = Symbol('not-yet')

/**
 * False until `delayMs` has passed since `start` became true, and again for `delayMs` whenever
 * `restartKey` changes: drives the spec's fixed-length skeletons. Computed during render so new
 * content never flashes before its skeleton.
 */
export const useElapsed = (delayMs: number, start = true, restartKey: unknown = null): boolean => {
  const [doneFor, setDoneFor] = useState<unknown>(NOT_YET)
  useEffect(() => {
    if (!start) return
    // The content replacing a skeleton is often a whole section: rendered as a transition, in
    // slices, it never blocks input for long on a slow phone.
    const timer = window.setTimeout(() => startTransition(() => setDoneFor(restartKey)), delayMs)
    return () => window.clearTimeout(timer)
  }, [delayMs, start, restartKey])
  return start && Object.is(doneFor, restartKey)
}
