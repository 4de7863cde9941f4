import { describe, expect, it } from 'vitest'

import { matchesCategory, matchesTerm } from './search'

describe('search matching', () => {
  it('is a case-insensitive substring match on any value', () => {
    expect(matchesTerm('REACT', ['Build with React'])).toBe(true)
    expect(matchesTerm('ode.j', ['x', 'Node.js'])).toBe(true)
    expect(matchesTerm('vue', ['React', null, undefined])).toBe(false)
  })

  it('matches everything for an empty or blank term', () => {
    expect(matchesTerm('', [])).toBe(true)
    expect(matchesTerm('   ', ['anything'])).toBe(true)
  })

  it('filters categories exactly, All meaning no filter', () => {
    expect(matchesCategory('All', 'Backend')).toBe(true)
    expect(matchesCategory('Backend', 'Backend')).toBe(true)
    expect(matchesCategory('Back', 'Backend')).toBe(false)
    expect(matchesCategory('backend', 'Backend')).toBe(false)
  })
})
