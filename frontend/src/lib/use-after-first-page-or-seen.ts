import { useEffect, useState, type RefObject } from 'react'

import { afterFirstPage } from './after-first-page'

/**
 * False until the first page is shown (`afterFirstPage`) or `marker` comes into view, whichever
 * is first, then true for good: for a section below the fold that has requests of its own, so
 * that they do not compete with the first page's, yet a visitor who scrolls there early does
 * not wait for it.
 */
export const useAfterFirstPageOrSeen = (marker: RefObject<Element | null>): boolean => {
  const [due, setDue] = useState(false)
  useEffect(() => {
    if (due) return
    const cancel = afterFirstPage(() => setDue(true))
    const element = marker.current
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
