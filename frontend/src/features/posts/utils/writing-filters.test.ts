import { describe, expect, it } from 'vitest'

import { readWritingFilters, writingQuery } from './writing-filters'

const read = (query: string) => readWritingFilters(new URLSearchParams(query))

describe("the Writing page's address", () => {
  it('reads the search, the tag and the page', () => {
    expect(read('?search=%20hooks%20&tag=react&page=3')).toEqual({
      search: 'hooks',
      tag: 'react',
      page: 3,
    })
    expect(read('')).toEqual({ search: '', tag: '', page: 1 })
  })

  it('takes a page that is not a whole number from 1 as the first', () => {
    for (const page of ['0', '-2', 'abc', '2.5', '02', '1e3', '9999999999']) {
      expect(read(`?page=${page}`).page, page).toBe(1)
    }
  })

  it('is spelled one way: only what is set, page 1 left out', () => {
    expect(writingQuery({})).toBe('')
    expect(writingQuery({ page: 1, search: ' ', tag: '' })).toBe('')
    expect(writingQuery({ page: 2, tag: 'react', search: 'state & hooks' })).toBe(
      '?search=state+%26+hooks&tag=react&page=2',
    )
    expect(read(writingQuery({ page: 4, tag: 'c#' }))).toEqual({ search: '', tag: 'c#', page: 4 })
  })
})
