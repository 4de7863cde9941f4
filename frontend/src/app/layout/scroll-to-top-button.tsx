import { useEffect, useState } from 'react'

import { SCROLL_TOP_THRESHOLD_PX } from '@/config/constants'
import { usePrefersReducedMotion } from '@/lib/use-media-query'
import { ArrowUpIcon } from '@/components/ui/icons'
import { useSiteWords } from '@/i18n/site-words-provider'

/** Appears once the page is scrolled past 400 px and brings the visitor back to the top. */
export const ScrollToTopButton = () => {
  const [visible, setVisible] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const { t } = useSiteWords()
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('layout.scrollToTop')}
      title={t('layout.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  )
}
