import { describe, expect, it } from 'vitest'

import type { Request } from 'express'

import { etagOf, isCredentialed, matchesIfNoneMatch } from './readCache'
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

describe('isCredentialed', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as Request

  it('counts a protected project’s access cookie as someone’s (never cached nor replayed)', () => {
    const cookieName = 'payload-token'
    expect(isCredentialed(request({}), cookieName)).toBe(false)
    expect(isCredentialed(request({ cookie: 'theme=dark' }), cookieName)).toBe(false)
    expect(isCredentialed(request({ cookie: 'payload-token=x' }), cookieName)).toBe(true)
    expect(
      isCredentialed(request({ cookie: 'theme=dark; project-access-7=1.p.abc' }), cookieName),
    ).toBe(true)
  })
})
