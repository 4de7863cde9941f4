import { gunzipSync, brotliDecompressSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { encodeBody, ResponseCache, toCachedBody } from './responseCache'

const body = (text = '{"data":[]}') => toCachedBody(text, 'application/json; charset=utf-8')

describe('ResponseCache', () => {
  it('answers what was stored until a tag it was built from is invalidated', () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    cache.set('/projects', cache.begin(['projects', 'media']), body())
    cache.set('/skills', cache.begin(['skills']), body())
    expect(cache.get('/projects')).toBeDefined()
    cache.invalidate('media')
    expect(cache.get('/projects')).toBeUndefined()
    expect(cache.get('/skills')).toBeDefined()
  })

  it('refuses an answer whose read began before a write to its content', () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    const ticket = cache.begin(['projects'])
    cache.invalidate('projects')
    expect(cache.set('/projects', ticket, body())).toBe(false)
    expect(cache.get('/projects')).toBeUndefined()
    // A write to other content does not matter.
    const other = cache.begin(['skills'])
    cache.invalidate('projects')
    expect(cache.set('/skills', other, body())).toBe(true)
  })

  it('drops the least recently used answer when full', () => {
    const cache = new ResponseCache({ maxEntries: 2, ttlMs: 60_000 })
    cache.set('a', cache.begin(['skills']), body())
    cache.set('b', cache.begin(['skills']), body())
    cache.get('a')
    cache.set('c', cache.begin(['skills']), body())
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ])
  })

  it('forgets an answer after its time to live (changes made outside this process)', () => {
    let now = 1_000
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 500 }, () => now)
    cache.set('a', cache.begin(['skills']), body())
    now += 499
    expect(cache.get('a')).toBeDefined()
    now += 1
    expect(cache.get('a')).toBeUndefined()
  })

  it('clear() forgets everything and refuses reads begun before it', () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    const ticket = cache.begin(['interests'])
    cache.set('a', cache.begin(['skills']), body())
    cache.clear()
    expect(cache.size).toBe(0)
    expect(cache.set('b', ticket, body())).toBe(false)
  })
})

describe('cached bodies', () => {
  it('hash the content (same text, same ETag) and compress once per coding', () => {
    const text = JSON.stringify({
      data: Array.from({ length: 50 }, (_, id) => ({ id, title: `Project ${id}` })),
    })
    const one = body(text)
    expect(one.hash).toBe(body(text).hash)
    expect(one.hash).not.toBe(body(`${text} `).hash)
    expect(gunzipSync(encodeBody(one, 'gzip')).toString()).toBe(text)
    expect(brotliDecompressSync(encodeBody(one, 'br')).toString()).toBe(text)
    expect(encodeBody(one, 'br')).toBe(encodeBody(one, 'br'))
    expect(encodeBody(one, 'identity').toString()).toBe(text)
  })
})
