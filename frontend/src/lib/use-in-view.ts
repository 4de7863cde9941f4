import { useEffect, useState, type RefObject } from 'react'

/** Becomes true the first time the element scrolls into the viewport, and stays true. */
export const useHasBeenInView = (ref: RefObject<Element | null>): boolean => {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}
