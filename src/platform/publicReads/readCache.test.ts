import { describe, expect, it } from 'vitest'

import { etagOf, matchesIfNoneMatch } from './readCache'
import { cacheKeyOf, toCachedBody } from './responseCache'

describe('cacheKeyOf', () => {
  it('ignores the order of query parameters', () => {
    expect(cacheKeyOf('/projects', '?page=1&limit=100')).toBe(
      cacheKeyOf('/projects', '?limit=100&page=1'),
    )
    expect(cacheKeyOf('/projects', '')).toBe('/projects')
    expect(cacheKeyOf('/projects', '?search=a%20b')).not.toBe(cacheKeyOf('/projects', '?search=a'))
  })
})

describe('ETags', () => {
  const body = toCachedBody('{"data":[]}', 'application/json')

  it('are strong, one per coding of the same content', () => {
    expect(etagOf(body, 'identity')).toMatch(/^"[^"]+"$/)
    expect(etagOf(body, 'br')).not.toBe(etagOf(body, 'identity'))
    expect(etagOf(body, 'gzip')).not.toMatch(/^W\//)
  })

  it('If-None-Match matches any coding of the content, a list, or *', () => {
    expect(matchesIfNoneMatch(etagOf(body, 'gzip'), body)).toBe(true)
    expect(matchesIfNoneMatch(`"other", ${etagOf(body, 'br')}`, body)).toBe(true)
    expect(matchesIfNoneMatch('*', body)).toBe(true)
    expect(matchesIfNoneMatch('"other"', body)).toBe(false)
    expect(matchesIfNoneMatch(undefined, body)).toBe(false)
  })
})
