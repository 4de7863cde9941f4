import { useMemo, type CSSProperties } from 'react'

/** Deterministic pseudo-random numbers, so the particle field is the same on every visit. */
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647
  return (seed - 1) / 2147483646
}

/** Glowing dots drifting up the background; loaded lazily as purely decorative. */
export const Particles = ({ count }: { count: number }) => {
  const particles = useMemo(() => {
    const random = seeded(42)
    return Array.from({ length: count }, (_, index) => {
      const size = 2 + random() * 3
      return {
        id: index,
        style: {
          left: `${random() * 100}%`,
          width: `${size}px`,
          height: `${size}px`,
          animationDuration: `${14 + random() * 18}s`,
          animationDelay: `${-random() * 30}s`,
          '--drift': `${(random() - 0.5) * 120}px`,
        } as CSSProperties,
      }
    })
  }, [count])
  return (
    <div className="particles" data-testid="particles" data-count={count}>
      {particles.map((particle) => (
        <span key={particle.id} className="particle" style={particle.style} />
      ))}
    </div>
  )
}
