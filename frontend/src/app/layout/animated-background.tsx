import { lazy, Suspense } from 'react'

import { MOBILE_BREAKPOINT_PX, PARTICLES_DESKTOP, PARTICLES_MOBILE } from '@/config/constants'
import { useAfterFirstPage } from '@/lib/after-first-page'
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/use-media-query'
import { particleShare } from './particle-share'

const Particles = lazy(() =>
  import('./particles').then((module) => ({ default: module.Particles })),
)

/**
 * The decorative backdrop: soft gradient orbs and a field of particles (12 below 768 px, 40
 * otherwise, times the Look's share). With reduced motion requested, or no animation in the Look,
 * there are no particles at all, and their code is never loaded. Being decoration, the particles
 * come once the first page is up.
 */
export const AnimatedBackground = () => {
  const reducedMotion = usePrefersReducedMotion()
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`)
  const pageUp = useAfterFirstPage()
  const count = Math.round(
    (isMobile ? PARTICLES_MOBILE : PARTICLES_DESKTOP) * particleShare(document.documentElement),
  )
  return (
    <div className="backdrop" aria-hidden="true">
      <span className="backdrop__orb backdrop__orb--one" />
      <span className="backdrop__orb backdrop__orb--two" />
      {reducedMotion || !pageUp || count === 0 ? null : (
        <Suspense fallback={null}>
          <Particles count={count} />
        </Suspense>
      )}
    </div>
  )
}
