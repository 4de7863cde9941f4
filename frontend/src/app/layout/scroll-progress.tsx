import { useEffect, useRef } from 'react'

/** A thin bar across the top showing how far down the page the visitor has scrolled. */
export const ScrollProgress = () => {
  const barRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const max = document.documentElement.scrollHeight - window.innerHeight
      const progress = max > 0 ? Math.min(1, window.scrollY / max) : 0
      // Written straight to the element: a state update per scroll event would re-render the page.
      if (barRef.current) barRef.current.style.transform = `scaleX(${progress})`
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <div
      ref={barRef}
      className="scroll-progress"
      data-testid="scroll-progress"
      aria-hidden="true"
    />
  )
}
