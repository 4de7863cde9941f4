import { useEffect, useState, type RefObject } from 'react'

/**
 * Becomes true the first time the element scrolls into the viewport (grown by `rootMargin`), and
 * stays true.
 */
export const useHasBeenInView = (ref: RefObject<Element | null>, rootMargin = '0px'): boolean => {
  // Without IntersectionObserver there is no telling: count the element as seen from the start.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen, rootMargin])
  return seen
}
