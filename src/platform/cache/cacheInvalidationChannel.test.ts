import { describe, expect, it } from 'vitest'

import {
  applyInvalidationMessage,
  CACHE_INVALIDATION_CHANNEL,
  cacheInstanceId,
  invalidationMessage,
  publishInvalidation,
} from './cacheInvalidationChannel'
import { ResponseCache, toCachedBody } from '../publicReads/responseCache'

const body = toCachedBody('{}', 'application/json')

const cacheWith = (entries: Record<string, string[]>) => {
  const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
  for (const [key, tags] of Object.entries(entries)) cache.set(key, cache.begin(tags), body)
  return cache
}

describe('the cache invalidation channel', () => {
  it('sends the sender and the tags, once each, and "everything" when they would pass the NOTIFY limit', () => {
    expect(invalidationMessage(['skills', 'media', 'skills'], 'a1')).toBe('a1 ["skills","media"]')
    expect(invalidationMessage('everything', 'a1')).toBe('a1 *')
    const many = Array.from({ length: 1_000 }, (_, i) => `collection-${i}`)
    expect(invalidationMessage(many, 'a1')).toBe('a1 *')
    expect(invalidationMessage(['skills'])).toBe(`${cacheInstanceId()} ["skills"]`)
  })

  it('applies another instance’s message through the cache’s own invalidate and clear', () => {
    const cache = cacheWith({ '/skills': ['skills'], '/projects': ['projects', 'media'] })
    applyInvalidationMessage(cache, 'other ["media"]', 'self')
    expect(cache.get('/projects')).toBeUndefined()
    expect(cache.get('/skills')).toBeDefined()
    applyInvalidationMessage(cache, 'other *', 'self')
    expect(cache.size).toBe(0)
  })

  it('skips its own message: the answers read since its write are current', () => {
    const cache = cacheWith({ '/skills': ['skills'] })
    applyInvalidationMessage(cache, 'self ["skills"]', 'self')
    applyInvalidationMessage(cache, 'self *', 'self')
    expect(cache.get('/skills')).toBeDefined()
  })

  it('reads a message of an earlier release (tags only)', () => {
    const cache = cacheWith({ '/skills': ['skills'], '/projects': ['projects'] })
    applyInvalidationMessage(cache, '["skills"]', 'self')
    expect(cache.get('/skills')).toBeUndefined()
    expect(cache.get('/projects')).toBeDefined()
  })

  it('drops everything on a message it cannot read (a stale answer is worse than a refill)', () => {
    for (const message of ['not json', '{"skills":1}', '[1,2]', 'other not-json']) {
      const cache = cacheWith({ '/skills': ['skills'] })
      applyInvalidationMessage(cache, message, 'self')
      expect(cache.size).toBe(0)
    }
  })

  it('publishes with pg_notify, and only warns when the database refuses', async () => {
    const sent: unknown[][] = []
    await publishInvalidation({ query: async (_sql, values) => sent.push(values) }, ['skills'])
    expect(sent).toEqual([[CACHE_INVALIDATION_CHANNEL, `${cacheInstanceId()} ["skills"]`]])
    await publishInvalidation({ query: async (_sql, values) => sent.push(values) }, [])
    expect(sent).toHaveLength(1)
    const warnings: string[] = []
    await publishInvalidation(
      {
        query: async () => {
          throw new Error('connection refused')
        },
      },
      ['skills'],
      (line) => warnings.push(line),
    )
    expect(warnings).toHaveLength(1)
  })
})
