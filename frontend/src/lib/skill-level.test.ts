import { describe, expect, it } from 'vitest'

import { clampLevel, filledStars, skillLevelLabel } from './skill-level'

describe('skill level labels', () => {
  it.each([
    [100, 'Expert'],
    [90, 'Expert'],
    [89, 'Advanced'],
    [75, 'Advanced'],
    [74, 'Intermediate'],
    [60, 'Intermediate'],
    [59, 'Beginner'],
    [0, 'Beginner'],
  ])('level %i is %s', (level, label) => {
    expect(skillLevelLabel(level)).toBe(label)
  })
})

describe('filled stars = floor(level / 20) of five', () => {
  it.each([
    [100, 5],
    [99, 4],
    [95, 4],
    [80, 4],
    [79, 3],
    [40, 2],
    [19, 0],
    [0, 0],
  ])('level %i fills %i stars', (level, stars) => {
    expect(filledStars(level)).toBe(stars)
  })

  it('never goes beyond 0–5', () => {
    expect(filledStars(140)).toBe(5)
    expect(filledStars(-20)).toBe(0)
  })
})

describe('clampLevel', () => {
  it('rounds into 0–100', () => {
    expect(clampLevel(87.6)).toBe(88)
    expect(clampLevel(120)).toBe(100)
    expect(clampLevel(-3)).toBe(0)
  })
})
