import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  forgetWithdrawnRecords,
  isCacheableImage,
  isPublicApiRead,
  keepOnlyPublicAnswers,
  reportApiSource,
  type RouteMatchContext,
} from './cache-rules'

const ORIGIN = 'https://portfolio.example'

const context = (
  path: string,
  { method = 'GET', headers = {}, destination = '', origin = ORIGIN } = {} as {
    method?: string
    headers?: Record<string, string>
    destination?: string
    origin?: string
  },
): RouteMatchContext => {
  const url = new URL(path, origin)
  return {
    url,
    sameOrigin: url.origin === ORIGIN,
    request: {
      method,
      headers: new Headers(headers),
      destination: destination as RequestDestination,
    },
  }
}

describe('which API reads the service worker keeps', () => {
  it('keeps the public reads of the contract', () => {
    for (const path of [
      '/api/personal-info',
      '/api/site-texts',
      '/api/projects?page=1&limit=100',
      '/api/projects/slug/e-commerce-platform',
      '/api/skills',
      '/api/skills/category/Backend',
      '/api/experiences',
      '/api/education/2',
      '/api/interests',
    ]) {
      expect(isPublicApiRead(context(path)), path).toBe(true)
    }
  })

  it('never keeps a request with a token, a write, an admin read or another origin', () => {
    expect(
      isPublicApiRead(context('/api/projects', { headers: { Authorization: 'Bearer x' } })),
    ).toBe(false)
    expect(isPublicApiRead(context('/api/projects', { method: 'POST' }))).toBe(false)
    // A preview's reads are drafts: neither kept nor answered from the published copy offline.
    expect(
      isPublicApiRead(context('/api/projects', { headers: { 'X-Preview-Token': 'a.b' } })),
    ).toBe(false)
    for (const path of [
      '/api/projects/all',
      '/api/inquiries',
      '/api/auth/verify',
      '/api/users/profile',
      '/api/smtp-config',
      '/api/health',
    ]) {
      expect(isPublicApiRead(context(path)), path).toBe(false)
    }
    expect(isPublicApiRead(context('/api/projects', { origin: 'https://elsewhere.example' }))).toBe(
      false,
    )
  })

  it('never treats the CMS API as a public read', () => {
    expect(isPublicApiRead(context('/cms-api/projects'))).toBe(false)
    expect(isPublicApiRead(context('/cms-api/users/me'))).toBe(false)
  })
})

describe('which images the service worker keeps', () => {
  it('keeps uploaded media and the site’s own pictures', () => {
    expect(isCacheableImage(context('/cms-api/media/file/cover.webp'))).toBe(true)
    expect(isCacheableImage(context('/profile.jpg'))).toBe(true)
    expect(isCacheableImage(context('/pictures/avatar', { destination: 'image' }))).toBe(true)
  })

  it('never keeps /profile.png, which follows the avatar uploaded in the CMS', () => {
    expect(isCacheableImage(context('/profile.png', { destination: 'image' }))).toBe(false)
  })

  it('never keeps admin, Next, API or foreign images, nor a request with a token', () => {
    expect(isCacheableImage(context('/admin/logo.svg', { destination: 'image' }))).toBe(false)
    expect(
      isCacheableImage(context('/_next/static/media/logo.png', { destination: 'image' })),
    ).toBe(false)
    expect(isCacheableImage(context('/cms-api/users/me', { destination: 'image' }))).toBe(false)
    expect(isCacheableImage(context('/api/og.png'))).toBe(false)
    expect(
      isCacheableImage(context('https://images.example/a.png', { destination: 'image' })),
    ).toBe(false)
    expect(
      isCacheableImage(
        context('/cms-api/media/file/a.png', { headers: { Authorization: 'JWT x' } }),
      ),
    ).toBe(false)
  })
})

describe('what goes into the caches', () => {
  const answer = (status: number, cacheControl?: string) =>
    new Response('{}', { status, headers: cacheControl ? { 'Cache-Control': cacheControl } : {} })

  it('stores a public 200', async () => {
    const response = answer(200, 'public, max-age=0, s-maxage=30')
    expect(await keepOnlyPublicAnswers.cacheWillUpdate({ response })).toBe(response)
    const bare = answer(200)
    expect(await keepOnlyPublicAnswers.cacheWillUpdate({ response: bare })).toBe(bare)
  })

  it('never stores an answer to a signed-in caller, nor an error', async () => {
    expect(
      await keepOnlyPublicAnswers.cacheWillUpdate({ response: answer(200, 'private, no-store') }),
    ).toBeNull()
    expect(await keepOnlyPublicAnswers.cacheWillUpdate({ response: answer(503) })).toBeNull()
    expect(await keepOnlyPublicAnswers.cacheWillUpdate({ response: answer(404) })).toBeNull()
  })
})

describe('telling the page where an answer came from', () => {
  it('posts "cache" when the cached answer is used and "network" after a network answer', async () => {
    const postMessage = vi.fn()
    vi.stubGlobal('clients', {
      get: vi.fn(async (id: string) => (id === 'page-1' ? { postMessage } : undefined)),
    })
    try {
      const cached = new Response('{}')
      expect(
        await reportApiSource.cachedResponseWillBeUsed({
          cachedResponse: cached,
          event: { clientId: 'page-1' },
        }),
      ).toBe(cached)
      expect(postMessage).toHaveBeenLastCalledWith({ type: 'pwa:api-source', source: 'cache' })
      const fresh = new Response('{}')
      expect(
        await reportApiSource.fetchDidSucceed({ response: fresh, event: { clientId: 'page-1' } }),
      ).toBe(fresh)
      expect(postMessage).toHaveBeenLastCalledWith({ type: 'pwa:api-source', source: 'network' })
      // Nothing cached: nothing to report.
      postMessage.mockClear()
      expect(
        await reportApiSource.cachedResponseWillBeUsed({ event: { clientId: 'page-1' } }),
      ).toBeUndefined()
      expect(postMessage).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

/** A CacheStorage with one cache, enough for the worker's API cache. */
const fakeCaches = (entries: Record<string, unknown>) => {
  const kept = new Map(Object.entries(entries).map(([url, body]) => [`${ORIGIN}${url}`, body]))
  const cache = {
    keys: async () => [...kept.keys()].map((url) => new Request(url)),
    match: async (request: Request) =>
      kept.has(request.url) ? Response.json(kept.get(request.url)) : undefined,
    delete: async (request: Request) => kept.delete(request.url),
  }
  vi.stubGlobal('caches', { open: async () => cache })
  return () => [...kept.keys()].map((url) => url.replace(ORIGIN, ''))
}

describe('forgetting what the owner withdrew', () => {
  const read = (path: string, status: number, body: unknown) => ({
    request: new Request(`${ORIGIN}${path}`),
    response: Response.json(body, { status }),
  })
  const list = (ids: number[], extra = {}) => ({
    data: ids.map((id) => ({ id })),
    pagination: { page: 1, hasNextPage: false, ...extra },
  })

  afterEach(() => vi.unstubAllGlobals())

  it('drops the kept copy of a read now answered 404', async () => {
    const left = fakeCaches({ '/api/projects/slug/gone': { data: { id: 4 } }, '/api/skills': {} })
    const { request, response } = read('/api/projects/slug/gone', 404, {})
    expect(await forgetWithdrawnRecords.fetchDidSucceed({ request, response })).toBe(response)
    expect(left()).toEqual(['/api/skills'])
  })

  it('drops the kept reads of records a complete list no longer has', async () => {
    const left = fakeCaches({
      '/api/projects': list([1, 4]),
      '/api/projects/slug/kept': { data: { id: 1 } },
      '/api/projects/slug/gone': { data: { id: 4 } },
      '/api/skills/category/Backend': list([4]),
      '/api/education/4': { data: { id: 4 } },
    })
    await forgetWithdrawnRecords.fetchDidSucceed(read('/api/projects?page=1', 200, list([1, 2])))
    expect(left()).toEqual([
      '/api/projects',
      '/api/projects/slug/kept',
      '/api/skills/category/Backend',
      '/api/education/4',
    ])
    await forgetWithdrawnRecords.fetchDidSucceed(read('/api/skills', 200, list([1, 2])))
    await forgetWithdrawnRecords.fetchDidSucceed(read('/api/education', 200, list([4])))
    expect(left()).toEqual(['/api/projects', '/api/projects/slug/kept', '/api/education/4'])
  })

  it('keeps everything after a partial list: a search, a category or one page of several', async () => {
    const entries = { '/api/projects/slug/other': { data: { id: 9 } } }
    const left = fakeCaches(entries)
    for (const path of ['/api/projects?search=shop', '/api/projects?category=Web%20App'])
      await forgetWithdrawnRecords.fetchDidSucceed(read(path, 200, list([1])))
    await forgetWithdrawnRecords.fetchDidSucceed(
      read('/api/projects', 200, list([1], { hasNextPage: true })),
    )
    await forgetWithdrawnRecords.fetchDidSucceed(read('/api/projects', 200, list([1], { page: 2 })))
    expect(left()).toEqual(Object.keys(entries))
  })
})

describe('the functions copied into sw.js', () => {
  // workbox-build writes each function's source text into the worker: it must stand alone.
  const standalone = <T>(fn: T): T => new Function(`return (${String(fn)})`)() as T

  it('still work when rebuilt from their source text alone', async () => {
    expect(standalone(isPublicApiRead)(context('/api/skills'))).toBe(true)
    expect(standalone(isPublicApiRead)(context('/api/projects/all'))).toBe(false)
    expect(standalone(isCacheableImage)(context('/cms-api/media/file/a.png'))).toBe(true)
    const response = new Response('{}', { headers: { 'Cache-Control': 'no-store' } })
    expect(await standalone(keepOnlyPublicAnswers.cacheWillUpdate)({ response })).toBeNull()
    const report = standalone(reportApiSource.fetchDidSucceed)
    expect(await report({ response, event: undefined })).toBe(response)
    fakeCaches({ '/api/projects/slug/gone': { data: { id: 4 } } })
    const forget = standalone(forgetWithdrawnRecords.fetchDidSucceed)
    const missing = new Response('{}', { status: 404 })
    expect(await forget({ request: new Request(`${ORIGIN}/api/x`), response: missing })).toBe(
      missing,
    )
    vi.unstubAllGlobals()
  })
})
