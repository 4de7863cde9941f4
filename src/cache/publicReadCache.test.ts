import { describe, expect, it } from 'vitest'

import { cacheKeyOf, etagOf, matchesIfNoneMatch, tagsForPublicRead } from './publicReadCache'
import { toCachedBody } from './responseCache'

describe('tagsForPublicRead', () => {
  it('knows the contract’s public reads and what they are built from', () => {
    expect(tagsForPublicRead('/projects')).toEqual(['projects', 'media'])
    expect(tagsForPublicRead('/projects/slug/e-commerce-platform')).toEqual(['projects', 'media'])
    expect(tagsForPublicRead('/skills/category/Frontend')).toEqual(['skills'])
    expect(tagsForPublicRead('/experiences/3')).toEqual(['experiences'])
    expect(tagsForPublicRead('/personal-info')).toEqual(['personal-info', 'media'])
  })

  it('leaves admin lists, auth, inquiries and everything else alone', () => {
    for (const path of ['/projects/all', '/skills/all', '/experiences/all', '/inquiries', '/auth/verify', '/health', '/smtp-config', '/projects/slug/a/restore']) {
      expect(tagsForPublicRead(path), path).toBeNull()
    }
  })
})

describe('cacheKeyOf', () => {
  it('ignores the order of query parameters', () => {
    expect(cacheKeyOf('/projects', '?page=1&limit=100')).toBe(cacheKeyOf('/projects', '?limit=100&page=1'))
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
