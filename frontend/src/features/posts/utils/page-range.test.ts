import { describe, expect, it } from 'vitest'

import { pageRange } from './page-range'

describe('the pages a pager lists', () => {
  it('lists every page of a short list', () => {
    expect(pageRange(1, 1)).toEqual([1])
    expect(pageRange(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageRange(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(pageRange(1, 12)).toEqual([1, 2, 'gap', 12])
    expect(pageRange(12, 12)).toEqual([1, 'gap', 11, 12])
    expect(pageRange(1, 5)).toEqual([1, 2, 'gap', 5])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})
