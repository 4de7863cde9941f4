import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { fastPublicReads } from './publicReads'
import { publicReadCache } from './readCache'
import { ResponseCache } from './responseCache'

/**
 * The fast path in front of a real Express chain (the real public-read cache, a route that
 * counts its reads, a middleware that counts every request the chain sees), over real HTTP.
 */
describe('fastPublicReads', () => {
  const cache = new ResponseCache({ maxEntries: 100, ttlMs: 60_000 })
  const lines: Record<string, unknown>[] = []
  let usable = true
  let chainSaw = 0
  let routeRan = 0
  let items = ['a', 'b']
  let server: Server
  let base: string

  beforeAll(async () => {
    const logger = { info: (fields: Record<string, unknown>) => lines.push(fields) }
    const fast = fastPublicReads({
      cache,
      logger: logger as unknown as Payload['logger'],
      logRequests: true,
      usable: () => usable,
      clientAddress: (req) => req.socket.remoteAddress,
    })
    const app = express()
    app.use((_req, res, next) => {
      chainSaw += 1
      res.setHeader('X-Chain', 'yes')
      next()
    })
    app.use(
      '/api',
      publicReadCache(cache, {
        reads: [{ path: /^\/items$/, tags: ['items'] }],
        learn: fast.learn,
      }),
    )
    app.get('/api/items', (_req, res) => {
      routeRan += 1
      res.json({ data: items.map((name) => ({ name, padding: 'x'.repeat(600) })) })
    })
    server = createServer((req, res) => {
      if (!fast.answer(req, res)) app(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  beforeEach(() => {
    cache.invalidate('items')
    usable = true
  })

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const before = chainSaw
    const res = await fetch(`${base}${path}`, { headers })
    const body = Buffer.from(await res.arrayBuffer())
    const { 'x-request-id': id, date: _date, ...rest } = Object.fromEntries(res.headers)
    return { status: res.status, headers: rest, id, body, chain: chainSaw > before }
  }

  it('answers the third identical read itself, with the headers and bytes the chain sent', async () => {
    const first = await get('/api/items')
    const second = await get('/api/items')
    const third = await get('/api/items')
    expect([first.chain, second.chain, third.chain]).toEqual([true, true, false])
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT'])
    expect(third.status).toBe(200)
    expect(third.headers).toEqual(second.headers)
    expect(third.headers['x-chain']).toBe('yes')
    expect(third.body.equals(second.body)).toBe(true)
    expect(routeRan).toBeGreaterThan(0)
  })

  it('keeps codings and origins apart, and gives each answer its own request id', async () => {
    // fetch asks for gzip, deflate and br unless told otherwise, and decodes what it gets.
    const identity = { 'accept-encoding': 'identity' }
    for (const headers of [{ 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }, identity]) {
      await get('/api/items', headers)
      const learned = await get('/api/items', headers)
      const replayed = await get('/api/items', headers)
      expect(replayed.chain).toBe(false)
      expect(replayed.headers['content-encoding']).toBe(learned.headers['content-encoding'])
      expect(replayed.body.equals(learned.body)).toBe(true)
    }
    const gzip = await get('/api/items', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await get('/api/items', identity)
    expect(plain.chain).toBe(false)
    expect(plain.headers['content-encoding']).toBeUndefined()
    // An origin not seen yet goes through the chain first.
    expect((await get('/api/items', { origin: 'https://elsewhere.example' })).chain).toBe(true)

    await get('/api/items')
    const named = await get('/api/items', { 'x-request-id': 'fast-path-1' })
    expect(named.chain).toBe(false)
    expect(named.id).toBe('fast-path-1')
    const [a, b] = [await get('/api/items'), await get('/api/items')]
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.id).not.toBe(b.id)
  })

  it('writes one access-log line for each answer it sends', async () => {
    await get('/api/items')
    await get('/api/items')
    lines.length = 0
    const res = await get('/api/items?', {})
    expect(res.chain).toBe(true)
    await get('/api/items', { 'x-request-id': 'logged-1' })
    expect(lines).toEqual([
      expect.objectContaining({
        id: 'logged-1',
        method: 'GET',
        path: '/api/items',
        status: 200,
        bytes: expect.any(Number),
        ms: expect.any(Number),
        ip: '127.0.0.1',
      }),
    ])
  })

  it('never answers once the content changed: the next read is the new content', async () => {
    await get('/api/items')
    await get('/api/items')
    items = ['a', 'b', 'c']
    cache.invalidate('items')
    const after = await get('/api/items')
    expect(after.chain).toBe(true)
    expect(JSON.parse(after.body.toString()).data).toHaveLength(3)
  })

  it('leaves credentialed, conditional, non-GET reads and an unusable server to the chain', async () => {
    await get('/api/items')
    const learned = await get('/api/items')
    expect((await get('/api/items')).chain).toBe(false)
    const refused: Record<string, string>[] = [
      { cookie: 'payload-token=x' },
      { authorization: 'JWT x' },
      { 'x-preview-token': 'x' },
      { 'if-none-match': learned.headers.etag! },
    ]
    for (const headers of refused) {
      expect((await get('/api/items', headers)).chain, JSON.stringify(headers)).toBe(true)
    }
    const head = await fetch(`${base}/api/items`, { method: 'HEAD' })
    expect(head.headers.get('x-chain')).toBe('yes')
    usable = false
    expect((await get('/api/items')).chain).toBe(true)
  })
})
