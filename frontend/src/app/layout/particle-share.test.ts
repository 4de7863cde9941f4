import { describe, expect, it } from 'vitest'

import { LOOK_ATTRIBUTES } from '@shared/look/lookAttributes'
import { particleShare } from './particle-share'

const rootWith = (motion: string | null) =>
  ({
    getAttribute: (name: string) => (name === LOOK_ATTRIBUTES.animation ? motion : null),
  }) as Element

describe('particleShare', () => {
  it("draws all the particles without the Look's attribute, fewer or none as it asks", () => {
    expect(particleShare(rootWith(null))).toBe(1)
    expect(particleShare(rootWith('particles'))).toBe(1)
    expect(particleShare(rootWith('fewer'))).toBeGreaterThan(0)
    expect(particleShare(rootWith('fewer'))).toBeLessThan(1)
    expect(particleShare(rootWith('none'))).toBe(0)
  })

  it('draws them all for a value it does not know', () => {
    for (const motion of ['', 'NONE', 'constructor', '__proto__'])
      expect(particleShare(rootWith(motion)), motion).toBe(1)
  })
})
