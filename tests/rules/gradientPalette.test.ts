import { describe, expect, it } from 'vitest'

import { gradientStops } from '../../frontend/src/lib/gradient'
import { sampleInterests } from '../../src/shared/sampleData/sampleInterests'
import { sampleSkills } from '../../src/shared/sampleData/sampleSkills'
import {
  GRADIENT_PALETTE,
  gradientValue,
  parseGradient,
} from '../../src/cms/fields/gradientPalette'

/** The admin's colour picker offers only what the site draws, in the site's colours. */
describe("the admin's gradient palette", () => {
  it('is the site palette: every colour the picker offers is drawn so by the site', () => {
    for (const [name, hex] of Object.entries(GRADIENT_PALETTE))
      expect(gradientStops(`from-${name} to-${name}`), name).toEqual([hex, hex])
  })

  it('reads every sample colour, and stores a pick as the classes the site reads', () => {
    for (const { color } of [...sampleSkills, ...sampleInterests])
      expect(parseGradient(color), color).not.toBeNull()
    const value = gradientValue({ from: 'blue-500', to: 'cyan-500' })
    expect(value).toBe('from-blue-500 to-cyan-500')
    expect(gradientStops(value)).toEqual(['#3b82f6', '#06b6d4'])
    expect(parseGradient('bg-red-500')).toBeNull()
  })
})
