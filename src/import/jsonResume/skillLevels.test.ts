import { describe, expect, it } from 'vitest'

import { skillLevelOf } from './skillLevels'

describe('skillLevelOf', () => {
  it.each([
    ['Master', 95],
    ['beginner', 30],
    [' Intermediate ', 60],
    ['85%', 85],
    ['70', 70],
    ['4/5', 80],
    ['7 / 10', 70],
  ])('%s → %i', (level, expected) => expect(skillLevelOf(level)).toBe(expected))

  it.each(['Ninja', '120', '6/5', ''])('cannot read %j', (level) =>
    expect(skillLevelOf(level)).toBeNull(),
  )
})
