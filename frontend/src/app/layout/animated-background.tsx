import { lazy, Suspense } from 'react'

import { MOBILE_BREAKPOINT_PX, PARTICLES_DESKTOP, PARTICLES_MOBILE } from '@/config/constants'
import { useAfterFirstPage } from '@/lib/after-first-page'
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/use-media-query'

const Particles = lazy(() =>
  import('./particles').then((module) => ({ default: module.Particles })),
)

/**
 * The decorative backdrop: soft gradient orbs and a field of particles (12 below 768 px, 40
 * otherwise). With reduced motion requested there are no particles at all. Being decoration, the
 * particles come once the first page is up.
 */
export const AnimatedBackground = () => {
  const reducedMotion = usePrefersReducedMotion()
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`)
  const pageUp = useAfterFirstPage()
  return (
    <div className="backdrop" aria-hidden="true">
      <span className="backdrop__orb backdrop__orb--one" />
      <span className="backdrop__orb backdrop__orb--two" />
      {reducedMotion || !pageUp ? null : (
        <Suspense fallback={null}>
          <Particles count={isMobile ? PARTICLES_MOBILE : PARTICLES_DESKTOP} />
        </Suspense>
      )}
    </div>
  )
}
