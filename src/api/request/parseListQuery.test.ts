import { describe, expect, it } from 'vitest'

import { ApiError } from '../errors/apiError'
import { listQueryParser, toPayloadSort } from './parseListQuery'

const options = {
  sortFields: ['id', 'title'] as const,
  defaultSortBy: 'id' as const,
  defaultLimit: 10,
  search: true,
  categories: ['Frontend', 'Backend'],
}
const parseListQuery = listQueryParser(options)

const fieldsOf = (query: Record<string, unknown>) => {
  try {
    parseListQuery(query)
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return (error as ApiError).fields
  }
  throw new Error('expected a 400')
}

describe('listQueryParser', () => {
  it('applies the defaults', () => {
    expect(parseListQuery({})).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'id',
      sortOrder: 'asc',
    })
  })

  it('reads every parameter, caps limit at 100 and drops empty search and category All', () => {
    expect(
      parseListQuery({
        page: '3',
        limit: '500',
        sortBy: 'title',
        sortOrder: 'desc',
        search: '  re  ',
        category: 'Frontend',
      }),
    ).toEqual({
      page: 3,
      limit: 100,
      sortBy: 'title',
      sortOrder: 'desc',
      search: 're',
      category: 'Frontend',
    })
    expect(parseListQuery({ search: '   ', category: 'All' })).toEqual(parseListQuery({}))
  })

  it('rejects bad values naming each parameter', () => {
    expect(fieldsOf({ page: '0', limit: 'x', sortBy: 'secret', sortOrder: 'up' })).toEqual({
      page: expect.any(String),
      limit: expect.any(String),
      sortBy: expect.stringContaining('id, title'),
      sortOrder: expect.any(String),
    })
    expect(fieldsOf({ page: ['1', '2'] })).toHaveProperty('page')
    expect(fieldsOf({ search: 'x'.repeat(201) })).toHaveProperty('search')
  })

  it('reads page and limit in plain digits up to the database integer limit', () => {
    expect(parseListQuery({ page: '2147483647', limit: '2147483647' })).toMatchObject({
      page: 2147483647,
      limit: 100,
    })
  })

  // Number() would read every one of these as a number: only plain decimal digits are.
  it.each([
    '0',
    '0x1',
    '0b1',
    '0o1',
    '1e0',
    '+1',
    '1.0',
    ' 1',
    '',
    '01',
    '007',
    '-1',
    '2147483648',
  ])('refuses page and limit %j', (raw) => {
    expect(fieldsOf({ page: raw })).toEqual({ page: expect.stringMatching(/^page /) })
    expect(fieldsOf({ limit: raw })).toEqual({ limit: expect.stringMatching(/^limit /) })
  })
})

describe('toPayloadSort', () => {
  it('maps the direction and adds id as a tiebreak', () => {
    expect(toPayloadSort({ sortBy: 'title', sortOrder: 'desc' })).toEqual(['-title', 'id'])
    expect(toPayloadSort({ sortBy: 'id', sortOrder: 'asc' })).toEqual(['id'])
  })
})
