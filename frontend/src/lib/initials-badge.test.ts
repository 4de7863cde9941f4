import { describe, expect, it } from 'vitest'

import { sampleSkills } from '@shared/sampleData/sampleSkills'
import { gradientFromClasses, KNOWN_COLOURS } from './gradient'
import { initialsBadgeStyle } from './initials-badge'

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
const luminance = (colour: number[]) => {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The least contrast of the style's text on its gradient, sampled finely between the stops. */
const leastContrast = (style: ReturnType<typeof initialsBadgeStyle>) => {
  const stops = (String(style.background).match(/#[0-9a-f]{6}/g) ?? []).map(rgb)
  const text = rgb(String(style.color))
  let least = Infinity
  for (let i = 0; i + 1 < stops.length; i += 1) {
    for (let step = 0; step <= 100; step += 1) {
      const mixed = stops[i].map((c, k) => Math.round(c + ((stops[i + 1][k] - c) * step) / 100))
      least = Math.min(least, contrast(mixed, text))
    }
  }
  return least
}

// The exhaustive pairwise check is CPU-bound (about 2 s alone); leave room on a busy machine.
const EXHAUSTIVE_TIMEOUT_MS = 30_000

describe('initialsBadgeStyle', () => {
  it(
    'keeps the initials at 4.5:1 or more on every part of every gradient two known colours make',
    () => {
      const colours = [...KNOWN_COLOURS, 'unknown-500']
      for (const from of colours) {
        for (const to of colours) {
          const classes = `from-${from} to-${to}`
          expect(leastContrast(initialsBadgeStyle(classes)), classes).toBeGreaterThanOrEqual(4.5)
        }
      }
    },
    EXHAUSTIVE_TIMEOUT_MS,
  )

  it('does so for the built-in skills, with a via stop too', () => {
    for (const classes of [
      ...sampleSkills.map((skill) => skill.color),
      'from-pink-400 via-yellow-300 to-indigo-500',
    ]) {
      expect(leastContrast(initialsBadgeStyle(classes)), classes).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('leaves dark gradients as they are, with white initials', () => {
    expect(initialsBadgeStyle('from-blue-600 to-indigo-700')).toEqual({
      background: gradientFromClasses('from-blue-600 to-indigo-700'),
      color: '#ffffff',
    })
  })

  it('gives light gradients dark initials and leaves their colours alone', () => {
    expect(initialsBadgeStyle('from-yellow-400 to-amber-500')).toEqual({
      background: gradientFromClasses('from-yellow-400 to-amber-500'),
      color: '#07080f',
      textShadow: 'none',
    })
  })

  it('darkens mid-tone stops for white initials only as much as needed, keeping their hue', () => {
    const style = initialsBadgeStyle('from-blue-500 to-blue-500')
    expect(style.color).toBe('#ffffff')
    const blue = rgb(String(style.background).match(/#[0-9a-f]{6}/)![0])
    expect(contrast(blue, [255, 255, 255])).toBeGreaterThanOrEqual(4.6)
    expect(contrast(blue, [255, 255, 255])).toBeLessThan(4.7)
    expect(blue[1] / blue[2]).toBeCloseTo(0x82 / 0xf6, 1)
  })
})
