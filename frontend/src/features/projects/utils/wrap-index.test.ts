import { describe, expect, it } from 'vitest'

import { wrapIndex } from './wrap-index'

describe('carousel wrap-around', () => {
  it('goes from the last to the first and from the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(1, 3)).toBe(1)
  })

  it('copes with an empty gallery', () => {
    expect(wrapIndex(5, 0)).toBe(0)
  })
})
