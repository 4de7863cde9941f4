import { describe, expect, it } from 'vitest'

import { readingMinutes } from './readingMinutes'

describe('reading time', () => {
  it('is 0 for nothing, at least 1 for any text, then a minute per 220 words rounded up', () => {
    expect(readingMinutes('   \n ')).toBe(0)
    expect(readingMinutes('One word')).toBe(1)
    expect(readingMinutes(Array(220).fill('word').join(' '))).toBe(1)
    expect(readingMinutes(Array(221).fill('word').join('\n'))).toBe(2)
    expect(readingMinutes(Array(1100).fill('word').join(' '))).toBe(5)
  })
})
