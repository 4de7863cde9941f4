import { describe, expect, it } from 'vitest'

import { sampleInterests } from '@shared/sampleData/sampleInterests'
import { sampleSkills } from '@shared/sampleData/sampleSkills'
import { accentFromClasses, DEFAULT_GRADIENT, gradientFromClasses, KNOWN_COLOURS } from './gradient'

describe('gradientFromClasses', () => {
  it('maps from/to Tailwind classes to a 135° linear-gradient', () => {
    expect(gradientFromClasses('from-blue-500 to-cyan-500')).toBe(
      'linear-gradient(135deg, #3b82f6, #06b6d4)',
    )
  })

  it('keeps a via stop in the middle, whatever the class order', () => {
    expect(gradientFromClasses('to-pink-500 via-purple-500 from-indigo-500')).toBe(
      'linear-gradient(135deg, #6366f1, #a855f7, #ec4899)',
    )
  })

  it('ignores direction classes and opacity suffixes', () => {
    expect(gradientFromClasses('bg-gradient-to-r from-green-500/80 to-emerald-500')).toBe(
      'linear-gradient(135deg, #22c55e, #10b981)',
    )
  })

  it('knows black and white', () => {
    expect(gradientFromClasses('from-gray-800 to-black')).toBe(
      'linear-gradient(135deg, #1f2937, #000000)',
    )
  })

  it('makes a single known colour a solid gradient', () => {
    expect(gradientFromClasses('from-red-500 to-nonsense-500')).toBe(
      'linear-gradient(135deg, #ef4444, #ef4444)',
    )
  })

  it('falls back to the site gradient for empty or unknown values', () => {
    expect(gradientFromClasses('')).toBe(DEFAULT_GRADIENT)
    expect(gradientFromClasses(undefined)).toBe(DEFAULT_GRADIENT)
    expect(gradientFromClasses('from-chartreuse-500 to-mauve-300')).toBe(DEFAULT_GRADIENT)
    expect(gradientFromClasses('bg-blue-500')).toBe(DEFAULT_GRADIENT)
  })

  it('resolves every colour used by the built-in skills and interests', () => {
    for (const { color } of [...sampleSkills, ...sampleInterests]) {
      const stops = color.split(/\s+/).length
      expect(gradientFromClasses(color).match(/#[0-9a-f]{6}/g), color).toHaveLength(stops)
    }
  })

  it('lists every colour it knows, each resolving to itself', () => {
    expect(KNOWN_COLOURS).toContain('white')
    expect(KNOWN_COLOURS).toContain('rose-700')
    for (const colour of KNOWN_COLOURS) {
      expect(gradientFromClasses(`from-${colour}`), colour).not.toBe(DEFAULT_GRADIENT)
    }
  })

  it('gives the first stop as the accent colour', () => {
    expect(accentFromClasses('from-orange-500 to-red-500')).toBe('#f97316')
    expect(accentFromClasses('???')).toBe('#6366f1')
  })
})
