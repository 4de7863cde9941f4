import { describe, expect, it } from 'vitest'

import { initialsOf, monogram } from './initials'

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Alex Morgan')).toBe('AM')
    expect(initialsOf('  ada   king lovelace ')).toBe('AL')
    expect(initialsOf('Prince')).toBe('P')
    expect(initialsOf('')).toBe('?')
  })
})

describe('monogram', () => {
  it.each([
    ['TypeScript', 'TS'],
    ['Node.js', 'NJ'],
    ['React', 'Re'],
    ['MongoDB', 'MD'],
    ['Web Accessibility', 'WA'],
    ['Git', 'Gi'],
    ['AWS', 'AW'],
  ])('%s → %s', (name, expected) => {
    expect(monogram(name)).toBe(expected)
  })
})
